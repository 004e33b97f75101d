import { describe, expect, it } from 'vitest';
import type { AbsenceKindSettings } from '@ferieplan/contracts';
import { legendKindsOf } from './legend-kinds.js';

const settings: AbsenceKindSettings = {
  organizationId: 'o',
  kinds: [
    { kind: 'Ferie', enabled: true, needsApproval: true, available: true },
    { kind: 'Annet', enabled: true, needsApproval: true, available: true },
    { kind: 'Avspasering', enabled: true, needsApproval: true, available: false },
    { kind: 'Velferdspermisjon', enabled: false, needsApproval: true, available: true },
  ],
};

describe('legendKindsOf', () => {
  it("the kinds in use and those the month shows, in the kind table's order, never Ferie", () => {
    const day = { date: '2026-11-02', onVacation: 1, understaffed: false, understaffedTeamIds: [] };
    expect(legendKindsOf(settings, [])).toEqual(['Annet']);
    expect(
      legendKindsOf(settings, [{ ...day, byKind: { Ferie: 1, Velferdspermisjon: 1, Foreldrepermisjon: 0 } }]),
    ).toEqual(['Velferdspermisjon', 'Annet']);
    expect(legendKindsOf(undefined, [day])).toEqual([]);
  });
});

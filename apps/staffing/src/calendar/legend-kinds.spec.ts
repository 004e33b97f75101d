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
const day = { date: '2026-11-02', onVacation: 1, understaffed: false, understaffedTeamIds: [] };

/** Every organisation since issue 25: Egenmelding and Sykmelding always on (and Sykt barn turned on here). */
const sickOn: AbsenceKindSettings = {
  organizationId: 'o',
  kinds: [
    { kind: 'Ferie', enabled: true, needsApproval: true, available: true },
    { kind: 'Egenmelding', enabled: true, needsApproval: false, available: true },
    { kind: 'Sykmelding', enabled: true, needsApproval: false, available: true },
    { kind: 'SyktBarn', enabled: true, needsApproval: false, available: true },
  ],
};

describe('legendKindsOf', () => {
  it("the kinds in use and those the month shows, in the kind table's order, never Ferie", () => {
    expect(legendKindsOf(settings, [])).toEqual({ kinds: ['Annet'], absence: true });
    expect(
      legendKindsOf(settings, [{ ...day, byKind: { Ferie: 1, Velferdspermisjon: 1, Foreldrepermisjon: 0 } }])
        .kinds,
    ).toEqual(['Velferdspermisjon', 'Annet']);
    expect(legendKindsOf(undefined, [day])).toEqual({ kinds: [], absence: false });
  });

  it("a member's month (sick days as 'Fravær' without kind): only 'Fravær', never a sick kind", () => {
    const memberMonth = [{ ...day, byKind: { Ferie: 1 }, absentWithoutKind: 1 }];
    expect(legendKindsOf(sickOn, memberMonth)).toEqual({ kinds: [], absence: true });
    // A month without sick days: still no sick kind, though they are always on.
    expect(legendKindsOf(sickOn, [day])).toEqual({ kinds: [], absence: true });
  });

  it("an admin's month lists the sick kinds it shows, and only those", () => {
    const adminMonth = [{ ...day, byKind: { Ferie: 1, Sykmelding: 1 } }];
    expect(legendKindsOf(sickOn, adminMonth)).toEqual({ kinds: ['Sykmelding'], absence: true });
  });
});

// The requests tab's 'Fraværstype' filter: there once the organisation uses more kinds than Ferie.
import { describe, expect, it } from 'vitest';
import { absenceKindQueries } from '@ferieplan/api-client';
import type { AbsenceKind, AbsenceKindSettings } from '@ferieplan/contracts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { KindFilterSelect } from './KindFilterSelect.js';

const using = (enabled: AbsenceKind[]): AbsenceKindSettings => ({
  organizationId: 'o',
  kinds: (['Ferie', 'Avspasering', 'Foreldrepermisjon', 'Egenmelding'] as const).map((kind) => ({
    kind,
    enabled: kind === 'Ferie' || enabled.includes(kind),
    needsApproval: true,
    available: true,
  })),
});
const render = (settings: AbsenceKindSettings | null) =>
  renderWithClient(
    <KindFilterSelect organizationId="o" value="ALL" onChange={() => {}} />,
    settings ? [[absenceKindQueries.organization('o').queryKey, settings]] : [],
  );

describe('KindFilterSelect', () => {
  it('a labelled select: every kind, then each kind in use', () => {
    const html = render(using(['Avspasering', 'Foreldrepermisjon']));
    const id = /<label for="([^"]+)">Fraværstype<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<select id="${id}"`);
    expect([...html.matchAll(/<option[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      'Alle fraværstyper',
      'Ferie',
      'Avspasering',
      'Foreldrepermisjon',
    ]);
  });

  it('nothing while Ferie is the only kind, or the settings are not known', () => {
    expect(render(using([]))).toBe('');
    expect(render(using(['Egenmelding']))).toBe('');
    expect(render(null)).toBe('');
  });

  it('the reports: one kind at a time, without "Alle fraværstyper"', () => {
    const html = renderWithClient(
      <KindFilterSelect organizationId="o" value="Ferie" onChange={() => {}} allKinds={false} />,
      [[absenceKindQueries.organization('o').queryKey, using(['Avspasering'])]],
    );
    expect([...html.matchAll(/<option[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Ferie', 'Avspasering']);
  });
});

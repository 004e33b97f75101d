// 'Fraværstyper' as the admin sees it: a row per kind with its two switches, Ferie fixed, and on
// Starter the Pro kinds as the upgrade notice instead of switches.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AbsenceKindSettings } from '@ferieplan/contracts';
import { absenceAdmin, absenceLabels } from '@ferieplan/texts';
import { OFFERED_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { AbsenceKindsView } from './AbsenceKindsView.js';

const settings = (pro: boolean): AbsenceKindSettings => ({
  organizationId: 'o',
  kinds: [
    ...OFFERED_ABSENCE_KINDS.map((kind) => ({
      kind,
      enabled: kind === 'Ferie' || kind === 'Avspasering',
      needsApproval: kind !== 'Annet',
      available: kind === 'Ferie' || pro,
    })),
    // A sick kind (issue 25) is not offered yet: never a row.
    { kind: 'Egenmelding', enabled: false, needsApproval: false, available: true },
  ],
});

const render = (value: AbsenceKindSettings | null, busy = false) =>
  renderToStaticMarkup(
    <AbsenceKindsView settings={value} busy={busy} onChange={() => {}} onUpgrade={() => {}} />,
  );
const rows = (html: string) => [...html.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]);
const box = (html: string, label: string) =>
  new RegExp(`<input type="checkbox" aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? '';

describe('AbsenceKindsView', () => {
  it('Pro: one row per kind with "I bruk" and "Krever godkjenning", each switch named by its kind', () => {
    const html = render(settings(true));
    expect(html).toContain(`>${absenceLabels.settingsTitle}</h2>`);
    expect(rows(html)).toEqual([
      'Ferie',
      'Avspasering',
      'Velferdspermisjon',
      'Permisjon uten lønn',
      'Foreldrepermisjon',
      'Annet fravær',
    ]);
    expect(box(html, absenceAdmin.enabledFor('Avspasering'))).toContain('checked=""');
    expect(box(html, absenceAdmin.enabledFor('Annet'))).not.toContain('checked');
    expect(box(html, absenceAdmin.needsApprovalFor('Avspasering'))).not.toContain('disabled');
    // A kind not in use has nothing to approve.
    expect(box(html, absenceAdmin.needsApprovalFor('Annet'))).toContain('disabled');
    expect(html).not.toContain(absenceAdmin.upgradeTitle);
  });

  it('Ferie is fixed: in use and approved, and says so', () => {
    const html = render(settings(true));
    for (const label of [absenceAdmin.enabledFor('Ferie'), absenceAdmin.needsApprovalFor('Ferie')]) {
      expect(box(html, label)).toContain('checked=""');
      expect(box(html, label)).toContain('disabled=""');
    }
    expect(html).toContain(absenceLabels.ferieAlways);
  });

  it('Starter: Ferie only, and the Pro kinds in the upgrade notice', () => {
    const html = render(settings(false));
    expect(rows(html)).toEqual(['Ferie']);
    expect(html).toContain(absenceAdmin.upgradeTitle);
    for (const name of ['Avspasering', 'Velferdspermisjon', 'Permisjon uten lønn', 'Annet fravær'])
      expect(html).toContain(`<li>${name}</li>`);
    expect(html).toContain(`>${absenceAdmin.upgradeButton}</button>`);
  });

  it('while loading or saving: the switches are disabled and the card is busy', () => {
    const loading = render(null);
    expect(loading).toContain('aria-busy="true"');
    expect(rows(loading)).toHaveLength(6);
    expect(box(render(settings(true), true), absenceAdmin.enabledFor('Annet'))).toContain('disabled');
  });
});

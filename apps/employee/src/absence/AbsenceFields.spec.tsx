// The request form's absence parts as a person sees them: the kinds the organisation turned on, and
// the fields each kind takes.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { absenceKindQueries } from '@ferieplan/api-client';
import type { AbsenceKind, AbsenceKindSettings } from '@ferieplan/contracts';
import { absenceLabels } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { RequestForm } from '../request-form/RequestForm.js';
import { AbsenceFields } from './AbsenceFields.js';
import { EMPTY_ABSENCE_DRAFT } from './absence-draft.js';

const settings = (enabled: AbsenceKind[], available = true): AbsenceKindSettings => ({
  organizationId: 'o',
  kinds: (['Ferie', 'Avspasering', 'Foreldrepermisjon', 'Annet'] as const).map((kind) => ({
    kind,
    enabled: kind === 'Ferie' || enabled.includes(kind),
    needsApproval: true,
    available: kind === 'Ferie' || available,
  })),
});

const form = (kinds: AbsenceKindSettings | null) =>
  renderWithClient(
    <RequestForm year={2027} organizationId="o" />,
    kinds ? [[absenceKindQueries.organization('o').queryKey, kinds]] : [],
  );

const options = (html: string) =>
  [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)</g)].map((m) => m[2]);

describe('the kind selector', () => {
  it('offers Ferie first, preselected, and the kinds the organisation turned on', () => {
    const html = form(settings(['Avspasering', 'Annet']));
    const label = new RegExp(`<label for="([^"]+)">${absenceLabels.kind}</label>`).exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`<select id="${label![1]}"`);
    expect(options(html)).toEqual(['Ferie', 'Avspasering', 'Annet fravær']);
    expect(html).toMatch(/<option value="Ferie" selected="">/);
  });

  it("only Ferie (or the settings not known yet, or Pro kinds on Starter): the spec's form, no selector", () => {
    for (const html of [form(settings([])), form(null), form(settings(['Avspasering'], false))]) {
      expect(html).not.toContain('<select');
      expect(html).toContain('>Send ferieforespørsel</button>');
    }
  });

  it("Ferie offers 'Halv dag' for the first and last day", () => {
    const html = form(settings([]));
    expect(html).toContain(`>${absenceLabels.halfDayStart}</label>`);
    expect(html).toContain(`>${absenceLabels.halfDayEnd}</label>`);
  });
});

describe('the fields of each kind', () => {
  const fields = (kind: AbsenceKind, oneDay = false) =>
    renderToStaticMarkup(
      <AbsenceFields
        idPrefix="f"
        kinds={['Ferie', kind]}
        draft={{ ...EMPTY_ABSENCE_DRAFT, kind }}
        onChange={() => {}}
        oneDay={oneDay}
        disabled={false}
        invalidField={null}
        errorId="f-error"
        part="amount"
      />,
    );
  const labels = (html: string) => [...html.matchAll(/<label for="[^"]+">([^<]+)</g)].map((m) => m[1]);

  it('one day of Ferie: one "Halv dag"', () => {
    expect(labels(fields('Ferie', true))).toEqual([absenceLabels.halfDay]);
  });

  it('Avspasering: hours per day, with a hint; Velferdspermisjon: half days or hours', () => {
    expect(labels(fields('Avspasering'))).toEqual([absenceLabels.hoursPerDay]);
    expect(fields('Avspasering')).toContain('inputMode="decimal"');
    expect(fields('Avspasering')).toContain('Tomt felt: hele arbeidsdager.');
    expect(labels(fields('Velferdspermisjon'))).toEqual([
      absenceLabels.halfDayStart,
      absenceLabels.halfDayEnd,
      absenceLabels.hoursPerDay,
    ]);
  });

  it('the leaves: a percentage; Annet fravær: nothing beyond the description', () => {
    expect(labels(fields('PermisjonUtenLonn'))).toEqual([absenceLabels.percentage]);
    expect(labels(fields('Foreldrepermisjon'))).toEqual([absenceLabels.percentage]);
    expect(labels(fields('Annet'))).toEqual([]);
  });

  it('marks the field a message is about and ties the message to it', () => {
    const html = renderToStaticMarkup(
      <AbsenceFields
        idPrefix="f"
        kinds={['Ferie', 'Avspasering']}
        draft={{ ...EMPTY_ABSENCE_DRAFT, kind: 'Avspasering', hours: '30' }}
        onChange={() => {}}
        oneDay={false}
        disabled={false}
        invalidField="hours"
        errorId="f-error"
        part="amount"
      />,
    );
    expect(html).toContain('id="f-hours" aria-invalid="true" aria-describedby="f-error f-hours-hint"');
  });
});

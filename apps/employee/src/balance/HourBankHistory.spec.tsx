import { describe, expect, it } from 'vitest';
import type { HourBankEntry } from '@ferieplan/contracts';
import { hourBankTexts } from '@ferieplan/texts';
import { renderWithClient } from '@ferieplan/ui/testing';
import { HourBankCard } from './HourBankCard.js';

const entry = (over: Partial<HourBankEntry>): HourBankEntry => ({
  id: over.id ?? 'e',
  hours: 0,
  date: '2027-03-31',
  note: null,
  requestId: null,
  createdByName: null,
  createdAt: '2027-03-31T10:00:00Z',
  ...over,
});

const render = (entries: HourBankEntry[]) =>
  renderWithClient(
    <HourBankCard
      bank={{
        organizationId: 'o',
        userId: 'm',
        balanceHours: 9,
        plannedHours: 0,
        normalDayHours: 7.5,
        entries,
      }}
    />,
  );

describe('HourBankHistory under the hour bank card', () => {
  it('lists each entry with its date, signed hours with a decimal comma, what it is and the note', () => {
    const html = render([
      entry({ id: '3', hours: -3.5, date: '2027-04-12', requestId: 'r1' }),
      entry({ id: '2', hours: -2.5, date: '2027-04-01', note: 'Feilført' }),
      entry({ id: '1', hours: 15, date: '2027-03-31', note: 'Overtid mars' }),
    ]);
    expect(html).toContain(`<summary>${hourBankTexts.history}</summary>`);
    const lines = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(lines).toEqual([
      '12.04.2027 −3,5 timer Avspasering',
      '01.04.2027 −2,5 timer KorrigeringFeilført',
      '31.03.2027 +15 timer Opptjent avspasering' + 'Overtid mars',
    ]);
  });

  it('says that nothing is registered yet when the bank has no entries', () => {
    const html = render([]);
    expect(html).toContain(hourBankTexts.empty);
    expect(html).not.toContain('<summary>');
  });
});

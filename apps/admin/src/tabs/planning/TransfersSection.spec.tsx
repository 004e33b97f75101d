import { describe, expect, it } from 'vitest';
import type { TransferOverview } from '@ferieplan/contracts';
import { transferQueries } from '@ferieplan/api-client';
import { renderWithClient } from '@ferieplan/ui/testing';
import { adminPlanning as texts } from '@ferieplan/texts/planning-tab';
import { TransfersSection } from './TransfersSection.js';

const overview: TransferOverview = {
  fromYear: 2025,
  toYear: 2026,
  limit: 10,
  members: [
    {
      userId: 'a',
      name: 'Anna',
      email: 'anna@example.no',
      unusedDays: 12,
      transferableDays: 10,
      transferredDays: 4,
    },
    {
      userId: 'b',
      name: 'Bjørn',
      email: 'bjorn@example.no',
      unusedDays: 0,
      transferableDays: 0,
      transferredDays: 0,
    },
  ],
};

const render = () =>
  renderWithClient(<TransfersSection organizationId="o" />, [
    [transferQueries.organization('o').queryKey, overview],
  ]);

const row = (html: string, name: string) =>
  new RegExp(`<tr[^>]*><th[^>]*>${name}</th>.*?</tr>`).exec(html)![0];
const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('TransfersSection', () => {
  it("shows last year's unused days, what may move under the limit, and what has moved", () => {
    const html = render();
    expect(html).toContain(texts.transfersTitle(2025, 2026));
    expect(html).toContain(texts.transfersIntro(10));
    expect(html).toContain(`>${texts.columnUnused(2025)}</th>`);
    const anna = row(html, 'Anna');
    expect(cells(anna).slice(0, 2)).toEqual(['12', '10']);
    expect(anna).toMatch(/<input[^>]*value="4"/);
    expect(anna).toContain(`>${texts.transferDaysLabel('Anna')}</label>`);
    expect(cells(row(html, 'Bjørn')).slice(0, 2)).toEqual(['0', '0']);
  });
});

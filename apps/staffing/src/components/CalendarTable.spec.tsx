import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { calendarCells } from '../calendar/calendar-cells.js';
import { CalendarTable } from './CalendarTable.js';

// November 2026: Ola away Thu 5 - Tue 10 (spans a weekend); grid 26 Oct - 6 Dec.
const days = ['05', '06', '07', '08', '09', '10'].map((d) => ({
  date: `2026-11-${d}`,
  onVacation: 1,
  understaffed: false,
  understaffedTeamIds: [],
}));
const cells = calendarCells(2026, 11, days, 1);
const render = (loading: boolean) =>
  renderToStaticMarkup(
    <CalendarTable cells={cells} caption="Bemanning November 2026, Alle team" loading={loading} />,
  );
const cellHtml = (html: string, date: string) => {
  const match = new RegExp(`<td[^>]*data-date="${date}"[^>]*>.*?</td>`).exec(html);
  if (!match) throw new Error(`no cell ${date}`);
  return match[0];
};

describe('CalendarTable', () => {
  it('is a captioned table with Monday-first weekday headers and one row per week', () => {
    const html = render(false);
    expect(html).toContain(
      '<caption class="fp-visually-hidden">Bemanning November 2026, Alle team</caption>',
    );
    const headers = [...html.matchAll(/<th scope="col"[^>]*><span aria-hidden="true">([^<]+)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(headers).toEqual(['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn']);
    expect(html.match(/<tr>/g)).toHaveLength(1 + 6);
    expect(html.match(/<td /g)).toHaveLength(42);
  });

  it('shows Ferie and the count on working days only, Helg on the weekend in between', () => {
    const html = render(false);
    const thursday = cellHtml(html, '2026-11-05');
    expect(thursday).toContain('data-kind="vacation"');
    expect(thursday).toContain('>Ferie<');
    expect(thursday).toContain('1 av 1 har ferie');
    expect(thursday).toContain('aria-label="torsdag 5. november 2026, Ferie, 1 av 1 har ferie"');
    const saturday = cellHtml(html, '2026-11-07');
    expect(saturday).toContain('>Helg<');
    expect(saturday).not.toContain('Ferie');
    expect(saturday).not.toContain('har ferie');
    expect(cellHtml(html, '2026-11-11')).toContain('data-kind="available"');
  });

  it('fades days outside the month', () => {
    const html = render(false);
    expect(cellHtml(html, '2026-10-26')).toContain('staffing-day--outside');
    expect(cellHtml(html, '2026-11-02')).not.toContain('staffing-day--outside');
  });

  it('while loading marks the table busy and shows no vacation colours or counts', () => {
    const html = render(true);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('har ferie');
    expect(cellHtml(html, '2026-11-05')).toContain('data-kind="unknown"');
    expect(cellHtml(html, '2026-11-07')).toContain('data-kind="weekend"');
  });
});

describe('CalendarTable: other kinds (issue 24)', () => {
  // Mon 2 November: Kari on Avspasering, Ola on Foreldrepermisjon; Tue 3: Ola again and Per on Ferie.
  const kinds = [
    {
      date: '2026-11-02',
      onVacation: 2,
      understaffed: false,
      understaffedTeamIds: [],
      byKind: { Avspasering: 1, Foreldrepermisjon: 1 },
    },
    {
      date: '2026-11-03',
      onVacation: 2,
      understaffed: false,
      understaffedTeamIds: [],
      byKind: { Ferie: 1, Foreldrepermisjon: 1 },
    },
    // A weekend: no count, whatever the API says.
    { date: '2026-11-07', onVacation: 1, understaffed: false, understaffedTeamIds: [], byKind: { Annet: 1 } },
  ];
  const html = renderToStaticMarkup(
    <CalendarTable cells={calendarCells(2026, 11, kinds, 5)} caption="Bemanning" loading={false} />,
  );

  it("'Fravær' with everyone away counted and each kind named for screen readers", () => {
    const monday = cellHtml(html, '2026-11-02');
    expect(monday).toContain('data-kind="absence"');
    expect(monday).toContain('>Fravær<');
    expect(monday).toContain(
      'aria-label="mandag 2. november 2026, Fravær, 2 av 5 har fravær, 1 Avspasering, 1 Foreldrepermisjon"',
    );
    expect(monday).toContain('staffing-kind--Avspasering');
    expect(monday).toContain('staffing-kind--Foreldrepermisjon');
  });

  it('Ferie keeps its place and its count; the other kinds are added', () => {
    const tuesday = cellHtml(html, '2026-11-03');
    expect(tuesday).toContain('data-kind="vacation"');
    expect(tuesday).toContain('1 av 5 har ferie, 1 Foreldrepermisjon"');
    expect(tuesday).not.toContain('staffing-kind--Ferie');
  });

  it('the weekend stays Helg', () => {
    const saturday = cellHtml(html, '2026-11-07');
    expect(saturday).toContain('data-kind="weekend"');
    expect(saturday).not.toContain('staffing-kind');
  });
});

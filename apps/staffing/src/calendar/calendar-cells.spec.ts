import { describe, expect, it } from 'vitest';
import { calendarCells, toWeeks, type CalendarCell } from './calendar-cells.js';

const cellsOf = (year: number, month: number, days: Record<string, number> = {}, total = 4) =>
  calendarCells(
    year,
    month,
    Object.entries(days).map(([date, onVacation]) => ({
      date,
      onVacation,
      understaffed: false,
      understaffedTeamIds: [],
    })),
    total,
  );
const byDate = (cells: CalendarCell[], date: string) => {
  const cell = cells.find((c) => c.date === date);
  if (!cell) throw new Error(`no cell ${date}`);
  return cell;
};
const weekdayOf = (iso: string) => (new Date(`${iso}T00:00:00`).getDay() + 6) % 7; // Monday = 0

describe('grid range (Monday on/before the 1st to Sunday on/after the last day)', () => {
  it('month starting on a Monday: February 2021 is exactly four weeks, nothing faded', () => {
    const cells = cellsOf(2021, 2);
    expect(cells).toHaveLength(28);
    expect(cells[0].date).toBe('2021-02-01');
    expect(cells.at(-1)?.date).toBe('2021-02-28');
    expect(cells.every((c) => c.inMonth)).toBe(true);
  });

  it('month starting on a Monday with leading nothing and trailing days: June 2026', () => {
    const cells = cellsOf(2026, 6);
    expect(cells[0].date).toBe('2026-06-01');
    expect(cells.at(-1)?.date).toBe('2026-07-05');
    expect(cells.filter((c) => !c.inMonth).map((c) => c.date)).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
  });

  it('month starting on a Sunday: March 2026 spans six weeks from 23 February', () => {
    const cells = cellsOf(2026, 3);
    expect(cells).toHaveLength(42);
    expect(cells[0].date).toBe('2026-02-23');
    expect(cells[6]).toMatchObject({ date: '2026-03-01', inMonth: true, kind: 'weekend' });
    expect(cells.slice(0, 6).every((c) => !c.inMonth)).toBe(true);
    expect(cells.at(-1)?.date).toBe('2026-04-05');
  });

  it('every grid starts on a Monday, ends on a Sunday and has whole weeks', () => {
    for (let year = 2023; year <= 2028; year++) {
      for (let month = 1; month <= 12; month++) {
        const cells = cellsOf(year, month);
        expect(cells.length % 7).toBe(0);
        expect(weekdayOf(cells[0].date)).toBe(0);
        expect(weekdayOf(cells.at(-1)!.date)).toBe(6);
        expect(cells.filter((c) => c.inMonth)).toHaveLength(new Date(year, month, 0).getDate());
        expect(toWeeks(cells).every((week) => week.length === 7)).toBe(true);
      }
    }
  });
});

describe('leap years', () => {
  it('February 2024 has the 29th (a Thursday) and runs 29 Jan - 3 Mar', () => {
    const cells = cellsOf(2024, 2);
    expect(cells[0].date).toBe('2024-01-29');
    expect(cells.at(-1)?.date).toBe('2024-03-03');
    expect(byDate(cells, '2024-02-29')).toMatchObject({ inMonth: true, dayOfMonth: 29, kind: 'available' });
    expect(cells).toHaveLength(35);
  });

  it('February 2026 (not a leap year) ends on the 28th and starts on a Sunday', () => {
    const cells = cellsOf(2026, 2);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
    expect(cells.some((c) => c.date === '2026-02-29')).toBe(false);
    expect(byDate(cells, '2026-03-01').inMonth).toBe(false);
  });

  it('2000 is a leap year, 2100 is not', () => {
    expect(cellsOf(2000, 2).filter((c) => c.inMonth)).toHaveLength(29);
    expect(cellsOf(2100, 2).filter((c) => c.inMonth)).toHaveLength(28);
  });
});

describe('Easter holidays in March and April', () => {
  const holidays = (year: number, month: number) =>
    cellsOf(year, month)
      .filter((c) => c.inMonth && c.kind === 'holiday')
      .map((c) => c.date);

  it('2024: Easter in March (28, 29, 31 March; 1 April)', () => {
    expect(holidays(2024, 3)).toEqual(['2024-03-28', '2024-03-29', '2024-03-31']);
    expect(holidays(2024, 4)).toEqual(['2024-04-01']);
  });

  it('2025: Easter in April (17, 18, 20, 21 April)', () => {
    expect(holidays(2025, 3)).toEqual([]);
    expect(holidays(2025, 4)).toEqual(['2025-04-17', '2025-04-18', '2025-04-20', '2025-04-21']);
  });

  it('2026: Easter in April (2, 3, 5, 6 April), also shown faded at the end of the March grid', () => {
    expect(holidays(2026, 4)).toEqual(['2026-04-02', '2026-04-03', '2026-04-05', '2026-04-06']);
    const march = cellsOf(2026, 3);
    expect(byDate(march, '2026-04-02')).toMatchObject({
      inMonth: false,
      kind: 'holiday',
      label: 'Helligdag',
    });
  });

  it('2027: Easter in March (25, 26, 28, 29 March)', () => {
    expect(holidays(2027, 3)).toEqual(['2027-03-25', '2027-03-26', '2027-03-28', '2027-03-29']);
    expect(holidays(2027, 4)).toEqual([]);
  });

  it('fixed holidays and Ascension/Whitsun in May 2026', () => {
    expect(holidays(2026, 5)).toEqual(['2026-05-01', '2026-05-14', '2026-05-17', '2026-05-24', '2026-05-25']);
  });
});

describe('labels, counts and precedence on cells', () => {
  // 2026-04-01 Wed (working), 04-02 Thu (Skjærtorsdag), 04-04 Sat, 04-05 Sun (Easter Sunday), 04-07 Tue.
  const cells = cellsOf(
    2026,
    4,
    { '2026-04-01': 2, '2026-04-02': 2, '2026-04-04': 1, '2026-04-05': 1, '2026-04-07': 0 },
    7,
  );

  it('a working day with approved vacation is Ferie with the count text', () => {
    expect(byDate(cells, '2026-04-01')).toMatchObject({
      kind: 'vacation',
      label: 'Ferie',
      countText: '2 av 7 har ferie',
      countShort: '2/7',
    });
    expect(byDate(cells, '2026-04-01').ariaLabel).toBe('onsdag 1. april 2026, Ferie, 2 av 7 har ferie');
  });

  it('a holiday stays Helligdag and a weekend stays Helg even when requests cover them', () => {
    expect(byDate(cells, '2026-04-02')).toMatchObject({
      kind: 'holiday',
      label: 'Helligdag',
      countText: null,
    });
    expect(byDate(cells, '2026-04-05')).toMatchObject({
      kind: 'holiday',
      label: 'Helligdag',
      countText: null,
    });
    expect(byDate(cells, '2026-04-04')).toMatchObject({ kind: 'weekend', label: 'Helg', countText: null });
    expect(byDate(cells, '2026-04-02').ariaLabel).toContain('Helligdag (Skjærtorsdag)');
  });

  it('a working day without vacation is green with a blank label', () => {
    expect(byDate(cells, '2026-04-07')).toMatchObject({ kind: 'available', label: '', countText: null });
    expect(byDate(cells, '2026-04-08')).toMatchObject({
      kind: 'available',
      label: '',
      countText: null,
      onVacation: 0,
    });
  });

  it("a day with a team below its minimum says 'Underbemannet' in its label and to screen readers", () => {
    const marked = calendarCells(
      2026,
      4,
      [
        { date: '2026-04-01', onVacation: 2, understaffed: true, understaffedTeamIds: ['t'] },
        { date: '2026-04-04', onVacation: 1, understaffed: false, understaffedTeamIds: [] },
      ],
      7,
    );
    expect(byDate(marked, '2026-04-01')).toMatchObject({
      kind: 'understaffed',
      label: 'Underbemannet',
      countText: '2 av 7 har ferie',
    });
    expect(byDate(marked, '2026-04-01').ariaLabel).toBe(
      'onsdag 1. april 2026, Underbemannet, 2 av 7 har ferie',
    );
    expect(byDate(marked, '2026-04-07')).toMatchObject({ kind: 'available' });
  });

  it('faded days outside the month say so to screen readers', () => {
    expect(byDate(cells, '2026-03-30')).toMatchObject({ inMonth: false });
    expect(byDate(cells, '2026-03-30').ariaLabel).toContain('utenfor valgt måned');
  });
});

import { describe, expect, it } from 'vitest';
import { staffing } from '@ferieplan/texts';
import { calendarCells } from './calendar-cells.js';

// Issue 26: a part-timer's day off by their work pattern: they are not at work, so the day's count is
// out of those who work that weekday.
describe('part-time days off (offDuty) in the staffing grid', () => {
  it("counts vacation out of the members who work that day: '1 av 3' with one of four off", () => {
    const cells = calendarCells(
      2027,
      3,
      [{ date: '2027-03-04', onVacation: 1, understaffed: false, understaffedTeamIds: [], offDuty: 1 }],
      4,
    );
    const thursday = cells.find((cell) => cell.date === '2027-03-04')!;
    expect(thursday.countText).toBe(staffing.onVacation(1, 3));
    expect(thursday.countShort).toBe('1/3');
  });
  it('keeps the month total on a day nobody has off', () => {
    const cells = calendarCells(
      2027,
      3,
      [{ date: '2027-03-01', onVacation: 2, understaffed: false, understaffedTeamIds: [] }],
      4,
    );
    expect(cells.find((cell) => cell.date === '2027-03-01')!.countText).toBe(staffing.onVacation(2, 4));
  });
});

import { describe, expect, it } from 'vitest';
import { calendarCells } from './calendar-cells.js';

// Issue 25: a colleague's sick absence reaches a member only as a count without kind
// (StaffingDay.absentWithoutKind); the cell says 'Fravær' and names no kind.
describe("a colleague's sick absence in the staffing calendar", () => {
  const cell = (day: Parameters<typeof calendarCells>[2][number]) =>
    calendarCells(2026, 11, [day], 5).find((c) => c.date === day.date)!;

  it("is 'Fravær' with a count and no kind", () => {
    const monday = cell({
      date: '2026-11-16',
      onVacation: 1,
      understaffed: false,
      understaffedTeamIds: [],
      byKind: {},
      absentWithoutKind: 1,
    });
    expect(monday).toMatchObject({ kind: 'absence', label: 'Fravær', countText: '1 av 5 har fravær' });
    expect(monday.absences).toEqual([{ kind: null, count: 1 }]);
    expect(monday.ariaLabel).toContain('1 med fravær');
    expect(monday.ariaLabel).not.toMatch(/Sykmelding|Egenmelding|Sykt barn/);
  });

  it('keeps a Ferie day Ferie, with the hidden absence beside it', () => {
    const tuesday = cell({
      date: '2026-11-10',
      onVacation: 2,
      understaffed: false,
      understaffedTeamIds: [],
      byKind: { Ferie: 1 },
      absentWithoutKind: 1,
    });
    expect(tuesday).toMatchObject({ kind: 'vacation', countText: '1 av 5 har ferie' });
    expect(tuesday.absences).toEqual([{ kind: null, count: 1 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { dayKind, dayLabel, LEGEND } from './day-kind.js';

describe('dayKind precedence', () => {
  it('public holiday wins over weekend and vacation', () => {
    expect(dayKind({ isHoliday: true, isWeekend: true, onVacation: 3 })).toBe('holiday');
    expect(dayKind({ isHoliday: true, isWeekend: false, onVacation: 3 })).toBe('holiday');
    expect(dayKind({ isHoliday: true, isWeekend: false, onVacation: 0 })).toBe('holiday');
  });

  it('weekend wins over vacation', () => {
    expect(dayKind({ isHoliday: false, isWeekend: true, onVacation: 5 })).toBe('weekend');
    expect(dayKind({ isHoliday: false, isWeekend: true, onVacation: 0 })).toBe('weekend');
  });

  it('a working day with at least one approved vacation is vacation, else available', () => {
    expect(dayKind({ isHoliday: false, isWeekend: false, onVacation: 1 })).toBe('vacation');
    expect(dayKind({ isHoliday: false, isWeekend: false, onVacation: 0 })).toBe('available');
  });

  it("a working day with a team below its minimum is 'Underbemannet', over vacation; weekends and holidays win", () => {
    expect(dayKind({ isHoliday: false, isWeekend: false, onVacation: 2, understaffed: true })).toBe(
      'understaffed',
    );
    expect(dayKind({ isHoliday: false, isWeekend: false, onVacation: 0, understaffed: true })).toBe(
      'understaffed',
    );
    expect(dayKind({ isHoliday: false, isWeekend: true, onVacation: 0, understaffed: true })).toBe('weekend');
    expect(dayKind({ isHoliday: true, isWeekend: false, onVacation: 0, understaffed: true })).toBe('holiday');
    expect(dayLabel('understaffed')).toBe('Underbemannet');
  });

  it('labels are the spec texts, blank for a normal day', () => {
    expect(dayLabel('holiday')).toBe('Helligdag');
    expect(dayLabel('weekend')).toBe('Helg');
    expect(dayLabel('vacation')).toBe('Ferie');
    expect(dayLabel('available')).toBe('');
  });

  it('the legend lists the kinds in precedence order', () => {
    expect(LEGEND.map((entry) => entry.kind)).toEqual([
      'holiday',
      'weekend',
      'understaffed',
      'vacation',
      'absence',
      'available',
    ]);
  });

  it("'Fravær' (another kind) only below Helligdag, Helg and Ferie", () => {
    const day = { isHoliday: false, isWeekend: false, onVacation: 0, otherAbsent: 2 };
    expect(dayKind(day)).toBe('absence');
    expect(dayLabel('absence')).toBe('Fravær');
    expect(dayKind({ ...day, onVacation: 1 })).toBe('vacation');
    expect(dayKind({ ...day, isWeekend: true })).toBe('weekend');
    expect(dayKind({ ...day, isHoliday: true })).toBe('holiday');
    expect(dayKind({ ...day, understaffed: true })).toBe('understaffed');
    expect(dayKind({ ...day, otherAbsent: 0 })).toBe('available');
  });
});

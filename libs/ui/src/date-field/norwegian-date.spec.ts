import { describe, expect, it } from 'vitest';
import { clampDay, dayMoveOf, fromNorwegian, moveDay, toNorwegian, type DayMove } from './norwegian-date.js';

describe('Norwegian dates', () => {
  it('reads dd.mm.åååå (and d.m.åååå, other separators, ddmmåååå) as YYYY-MM-DD', () => {
    expect(fromNorwegian('14.05.2026')).toBe('2026-05-14');
    expect(fromNorwegian(' 1.7.2027 ')).toBe('2027-07-01');
    expect(fromNorwegian('01/07/2027')).toBe('2027-07-01');
    expect(fromNorwegian('01072027')).toBe('2027-07-01');
    expect(fromNorwegian('')).toBe('');
  });

  it('passes anything else on as typed, so the form refuses it (never a wrong date)', () => {
    expect(fromNorwegian('14.05')).toBe('14.05');
    expect(fromNorwegian('2026-05-14x')).toBe('2026-05-14x');
    // An impossible day keeps its shape; the form's validation refuses it.
    expect(fromNorwegian('29.02.2027')).toBe('2027-02-29');
  });

  it('writes YYYY-MM-DD as dd.mm.åååå', () => {
    expect(toNorwegian('2026-05-14')).toBe('14.05.2026');
    expect(toNorwegian('')).toBe('');
    expect(toNorwegian('14.05')).toBe('14.05');
  });
});

describe('calendar keys (Monday-first, within bounds)', () => {
  it('maps the APG date grid keys', () => {
    expect(dayMoveOf('ArrowRight', false)).toBe('day');
    expect(dayMoveOf('ArrowUp', false)).toBe('-week');
    expect(dayMoveOf('PageDown', false)).toBe('month');
    expect(dayMoveOf('PageUp', true)).toBe('-year');
    expect(dayMoveOf('Home', false)).toBe('weekStart');
    expect(dayMoveOf('a', false)).toBeNull();
  });

  it('moves by day, week, month (kept within the month length) and to Monday/Sunday', () => {
    const moves: [from: string, move: DayMove, to: string][] = [
      ['2026-12-31', 'day', '2027-01-01'],
      ['2026-03-02', '-week', '2026-02-23'],
      ['2026-01-31', 'month', '2026-02-28'],
      ['2024-02-29', 'year', '2025-02-28'],
      // Thursday 14 May 2026: the week runs Monday 11 - Sunday 17
      ['2026-05-14', 'weekStart', '2026-05-11'],
      ['2026-05-14', 'weekEnd', '2026-05-17'],
    ];
    for (const [from, move, to] of moves) expect(moveDay(from, move), `${from} ${move}`).toBe(to);
  });

  it('never leaves [min, max] (the selected year, end not before start)', () => {
    expect(moveDay('2027-01-01', '-day', '2027-01-01', '2027-12-31')).toBe('2027-01-01');
    expect(moveDay('2027-12-20', 'month', '2027-01-01', '2027-12-31')).toBe('2027-12-31');
    expect(moveDay('2027-07-08', '-week', '2027-07-06')).toBe('2027-07-06');
    expect(clampDay('2026-11-23', '2027-01-01', '2027-12-31')).toBe('2027-01-01');
  });
});

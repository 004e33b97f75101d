import { describe, expect, it } from 'vitest';
import { AbsenceKind } from '@ferieplan/contracts';
import { vacationDaysInYear } from '../absence-request.js';
import {
  ferieAfterReturn,
  givesFerieBack,
  mayShareDays,
  returnedFerieDays,
  sickDaysInFerie,
} from './vacation-return.js';
import { SICK_IN_FERIE_EXAMPLE } from './sick-in-ferie-example.js';

const { ferie, sick } = SICK_IN_FERIE_EXAMPLE;

describe('syk i ferien (ferieloven § 9 (1))', () => {
  it('gives back the four working days the sykmelding covers and leaves the rest of the ferie', () => {
    const returned = sickDaysInFerie(ferie, sick)!;
    expect(returned).toEqual(sick);
    expect(returnedFerieDays(ferie, returned)).toBe(4);
    const left = ferieAfterReturn(ferie, returned);
    expect(left).toEqual([
      { startDate: '2026-07-06', endDate: '2026-07-13', halfDayStart: false, halfDayEnd: false },
      { startDate: '2026-07-18', endDate: '2026-07-24', halfDayStart: false, halfDayEnd: false },
    ]);
    // Balances count the pieces: 15 - 4 = 11 days of ferie spent in 2026.
    expect(vacationDaysInYear([ferie], 2026)).toBe(15);
    expect(vacationDaysInYear(left, 2026)).toBe(11);
  });

  it('counts only the sick days inside the ferie, in the working days of the person', () => {
    // Sick from Saturday 4 July (before the ferie) to Tuesday 7 July: Monday and Tuesday come back.
    const returned = sickDaysInFerie(ferie, { startDate: '2026-07-04', endDate: '2026-07-07' })!;
    expect(returned).toEqual({ startDate: '2026-07-06', endDate: '2026-07-07' });
    expect(returnedFerieDays(ferie, returned)).toBe(2);
    // A Monday–Wednesday part-timer (mask 0b0000111) gets the same two days back; over a whole week three.
    const partTime = { ...ferie, weekdays: 0b0000111 };
    expect(returnedFerieDays(partTime, returned)).toBe(2);
    expect(returnedFerieDays(partTime, { startDate: '2026-07-13', endDate: '2026-07-19' })).toBe(3);
    // A sick weekend inside the ferie gives nothing back.
    expect(returnedFerieDays(ferie, { startDate: '2026-07-11', endDate: '2026-07-12' })).toBe(0);
    expect(sickDaysInFerie(ferie, { startDate: '2026-07-25', endDate: '2026-07-30' })).toBeNull();
  });

  it('keeps a half-day end with the piece that keeps that day, and nothing when the whole ferie is sick', () => {
    const halves = { ...ferie, halfDayStart: true, halfDayEnd: true };
    expect(ferieAfterReturn(halves, { startDate: '2026-07-06', endDate: '2026-07-10' })).toEqual([
      { startDate: '2026-07-11', endDate: '2026-07-24', halfDayStart: false, halfDayEnd: true },
    ]);
    expect(ferieAfterReturn(halves, { startDate: '2026-07-20', endDate: '2026-07-24' })).toEqual([
      { startDate: '2026-07-06', endDate: '2026-07-19', halfDayStart: true, halfDayEnd: false },
    ]);
    expect(returnedFerieDays(halves, { startDate: '2026-07-20', endDate: '2026-07-24' })).toBe(4.5);
    expect(ferieAfterReturn(ferie, ferie)).toEqual([]);
  });

  it('needs a sykmelding at 100 %: an egenmelding or a graded sykmelding gives nothing back', () => {
    expect(givesFerieBack({ kind: AbsenceKind.Sykmelding })).toBe(true);
    expect(givesFerieBack({ kind: AbsenceKind.Sykmelding, percentage: 100 })).toBe(true);
    expect(givesFerieBack({ kind: AbsenceKind.Sykmelding, percentage: 60 })).toBe(false);
    expect(givesFerieBack({ kind: AbsenceKind.Egenmelding })).toBe(false);
  });

  it('lets only a sykmelding lie on ferie days', () => {
    expect(mayShareDays(AbsenceKind.Sykmelding, AbsenceKind.Ferie)).toBe(true);
    expect(mayShareDays(AbsenceKind.Sykmelding, undefined)).toBe(true);
    expect(mayShareDays(AbsenceKind.Egenmelding, AbsenceKind.Ferie)).toBe(false);
    expect(mayShareDays(AbsenceKind.Ferie, AbsenceKind.Sykmelding)).toBe(false);
    expect(mayShareDays(AbsenceKind.Sykmelding, AbsenceKind.Sykmelding)).toBe(false);
  });
});

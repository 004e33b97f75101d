import { describe, expect, it } from 'vitest';
import { sickLeaveMonth, sickLeavePercent, type ReportMember } from './sick-leave-percent.js';

const member = (absences: ReportMember['absences'] = [], employmentStart = '2020-01-01'): ReportMember => ({
  employmentStart,
  absences,
});

describe('sykefraværsprosent (tapte dagsverk / avtalte dagsverk)', () => {
  it('counts working days only, grades a sykmelding and splits self- from doctor-certified', () => {
    // March 2026: 22 weekdays, no public holiday.
    const group = [
      // Fri 6 - Sun 8 March: one working day lost.
      member([{ kind: 'Egenmelding', startDate: '2026-03-06', endDate: '2026-03-08' }]),
      // 50 % sykmelding Mon 9 - Fri 20 March: 10 working days at half = 5.
      member([{ kind: 'Sykmelding', startDate: '2026-03-09', endDate: '2026-03-20', percentage: 50 }]),
      member(),
      member(),
      member(),
    ];
    const march = sickLeaveMonth(group, 2026, 3);
    expect(march).toEqual({ possibleDays: 110, selfCertifiedDays: 1, doctorCertifiedDays: 5 });
    expect(sickLeavePercent(march.selfCertifiedDays + march.doctorCertifiedDays, march.possibleDays)).toBe(
      5.5,
    );
  });

  it('leaves out public holidays, the days outside the month and the days before employment', () => {
    // April 2026: 22 weekdays, less Skjærtorsdag, Langfredag, 2. påskedag = 19.
    const sickOverMonthEnd = member([{ kind: 'Sykmelding', startDate: '2026-03-30', endDate: '2026-04-03' }]);
    expect(sickLeaveMonth([sickOverMonthEnd], 2026, 4)).toEqual({
      possibleDays: 19,
      selfCertifiedDays: 0,
      // 1 April is a working day; 2 and 3 April are Skjærtorsdag and Langfredag (Easter 5 April).
      doctorCertifiedDays: 1,
    });
    // Employed from 27 April: 27-30 April = 4 working days.
    expect(sickLeaveMonth([member([], '2026-04-27')], 2026, 4).possibleDays).toBe(4);
    expect(sickLeaveMonth([member([], '2026-05-01')], 2026, 4).possibleDays).toBe(0);
    expect(sickLeavePercent(3, 0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmployeeNumber, isPayCode, payrollQuantity, payrollUnit } from './payroll.js';

const january = { from: '2027-01-01', to: '2027-01-31' };

describe('payroll quantity: the shared counting, clipped to the period', () => {
  it('counts days of a day kind inside the period only, a half-day end as .5', () => {
    // 28.12.2026-05.01.2027: in January 1 (a holiday), 4 and 5 (half) = 1.5.
    const request = { startDate: '2026-12-28', endDate: '2027-01-05', halfDayEnd: true };
    expect(payrollQuantity(request, 7.5, january)).toBe(1.5);
  });

  it('counts hours of an hour kind: hours per day times the days inside the period', () => {
    expect(payrollUnit('Avspasering')).toBe('hours');
    const request = {
      kind: 'Avspasering' as const,
      startDate: '2027-01-28',
      endDate: '2027-02-02',
      hours: 3,
    };
    // 28 and 29 January are in the period (Thu, Fri).
    expect(payrollQuantity(request, 7.5, january)).toBe(6);
  });

  it('counts an hour kind without hours as whole days of the normal day', () => {
    const request = { kind: 'Avspasering' as const, startDate: '2027-01-04', endDate: '2027-01-05' };
    expect(payrollQuantity(request, 6, january)).toBe(12);
  });

  it('weighs a percentage leave and gives nothing outside the period', () => {
    const leave = {
      kind: 'Foreldrepermisjon' as const,
      startDate: '2027-01-04',
      endDate: '2027-01-08',
      percentage: 50,
    };
    expect(payrollUnit('Foreldrepermisjon')).toBe('days');
    expect(payrollQuantity(leave, 7.5, january)).toBe(2.5);
    expect(payrollQuantity(leave, 7.5, { from: '2027-02-01', to: '2027-02-28' })).toBe(0);
  });
});

describe('employee numbers and pay codes', () => {
  it('takes 1-10 digits as an employee number and 1-10 letters or digits as a pay code', () => {
    expect(['1', '0042', '1234567890'].every(isEmployeeNumber)).toBe(true);
    expect(['', '12345678901', 'A1', '1 2', '-1'].some(isEmployeeNumber)).toBe(false);
    expect(['120', 'FERIE', 'a1'].every(isPayCode)).toBe(true);
    expect(['', '12345678901', '1;2', '=1'].some(isPayCode)).toBe(false);
  });
});

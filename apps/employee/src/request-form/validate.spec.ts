import { describe, expect, it } from 'vitest';
import { employee } from '@ferieplan/texts';
import { dateBounds, endAfterStartChange, validateRequest } from './validate.js';

describe('validateRequest', () => {
  it('accepts a range inside the selected year', () => {
    expect(validateRequest({ startDate: '2027-05-14', endDate: '2027-05-19' }, 2027)).toBeNull();
    expect(validateRequest({ startDate: '2027-01-01', endDate: '2027-12-31' }, 2027)).toBeNull();
    expect(validateRequest({ startDate: '2027-03-03', endDate: '2027-03-03' }, 2027)).toBeNull();
  });

  it('requires both dates', () => {
    expect(validateRequest({ startDate: '', endDate: '2027-05-19' }, 2027)).toBe(employee.startRequired);
    expect(validateRequest({ startDate: '2027-05-14', endDate: '' }, 2027)).toBe(employee.endRequired);
  });

  it('refuses dates outside the selected year with the spec message', () => {
    const message = 'Start- og sluttdato må være i valgt år';
    expect(validateRequest({ startDate: '2026-12-28', endDate: '2027-01-04' }, 2027)).toBe(message);
    expect(validateRequest({ startDate: '2027-12-28', endDate: '2028-01-04' }, 2027)).toBe(message);
    expect(validateRequest({ startDate: '2026-05-14', endDate: '2026-05-19' }, 2027)).toBe(message);
  });

  it('refuses an end before the start with the spec message', () => {
    expect(validateRequest({ startDate: '2027-05-19', endDate: '2027-05-14' }, 2027)).toBe(
      'Sluttdato kan ikke være før startdato',
    );
  });

  it('checks the year before the order', () => {
    expect(validateRequest({ startDate: '2027-05-19', endDate: '2026-05-14' }, 2027)).toBe(
      employee.notInYear,
    );
  });

  it('treats impossible days as outside the year', () => {
    expect(validateRequest({ startDate: '2027-02-29', endDate: '2027-03-01' }, 2027)).toBe(
      employee.notInYear,
    );
    expect(validateRequest({ startDate: '27-05-14', endDate: '2027-05-19' }, 2027)).toBe(employee.notInYear);
  });
});

describe('dateBounds', () => {
  it('limits both pickers to 1 Jan - 31 Dec of the selected year', () => {
    expect(dateBounds(2026, '')).toEqual({
      startMin: '2026-01-01',
      startMax: '2026-12-31',
      endMin: '2026-01-01',
      endMax: '2026-12-31',
    });
  });

  it('sets the end minimum to the chosen start', () => {
    expect(dateBounds(2026, '2026-07-06').endMin).toBe('2026-07-06');
  });

  it('ignores a start from another year', () => {
    expect(dateBounds(2026, '2025-07-06').endMin).toBe('2026-01-01');
  });
});

describe('endAfterStartChange', () => {
  it('clears the end when the start moves past it', () => {
    expect(endAfterStartChange('2026-07-10', '2026-07-08')).toBe('');
  });

  it('keeps the end when the start stays on or before it', () => {
    expect(endAfterStartChange('2026-07-08', '2026-07-08')).toBe('2026-07-08');
    expect(endAfterStartChange('2026-07-01', '2026-07-08')).toBe('2026-07-08');
  });

  it('keeps an empty end empty and ignores a cleared start', () => {
    expect(endAfterStartChange('2026-07-10', '')).toBe('');
    expect(endAfterStartChange('', '2026-07-08')).toBe('2026-07-08');
  });
});

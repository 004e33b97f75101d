import { describe, expect, it } from 'vitest';
import { formatDateRange, formatLongDate, formatNumericDate } from './date-format.js';

describe('Norwegian date wording', () => {
  it('writes one day in full', () => {
    expect(formatLongDate('2027-07-01')).toBe('1. juli 2027');
    expect(formatDateRange('2027-12-31', '2027-12-31')).toBe('31. desember 2027');
  });

  it('shares the month and year of a period inside one month', () => {
    expect(formatDateRange('2027-07-01', '2027-07-05')).toBe('1.–5. juli 2027');
  });

  it('names both months of a period across a month end', () => {
    expect(formatDateRange('2027-06-28', '2027-07-03')).toBe('28. juni–3. juli 2027');
  });

  it('names both years of a period across New Year', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30. desember 2026–2. januar 2027');
  });

  it('writes the numeric form with leading zeros', () => {
    expect(formatNumericDate('2027-07-01')).toBe('01.07.2027');
    expect(formatNumericDate('2027-12-24')).toBe('24.12.2027');
  });
});

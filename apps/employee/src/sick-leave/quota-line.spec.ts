import { describe, expect, it } from 'vitest';
import type { EgenmeldingQuota } from '@ferieplan/contracts';
import { quotaLines } from './quota-line.js';

const quota = (fields: Partial<EgenmeldingQuota>): EgenmeldingQuota => ({
  organizationId: 'o',
  userId: 'u',
  asOf: '2026-11-26',
  scheme: 'law',
  maxDaysPerOccurrence: 3,
  maxOccurrences: 4,
  maxDaysIn12Months: null,
  occurrencesUsed: 2,
  occurrencesLeft: 2,
  daysUsed: 4,
  daysLeft: null,
  allowedFrom: '2025-03-01',
  ...fields,
});

describe('what the person has left of egenmelding', () => {
  it('under the law: occurrences of the last 12 months and the days at a time', () => {
    expect(quotaLines(quota({}))).toEqual([
      '2 av 4 egenmeldinger igjen de siste 12 månedene',
      'Høyst 3 kalenderdager om gangen. Trenger du mer, trengs en sykmelding fra lege.',
    ]);
  });

  it('on the extended scheme (IA-avtale): days', () => {
    const extended = quota({
      scheme: 'extended',
      maxDaysPerOccurrence: 8,
      maxOccurrences: null,
      maxDaysIn12Months: 24,
      occurrencesLeft: null,
      daysLeft: 20,
    });
    expect(quotaLines(extended)[0]).toBe('20 av 24 egenmeldingsdager igjen de siste 12 månedene');
  });

  it('before two months of employment: from when', () => {
    expect(quotaLines(quota({ allowedFrom: '2027-01-26' }))).toEqual([
      'Egenmelding kan brukes fra 26. januar 2027 (etter to måneders ansettelse).',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { absenceFieldErrors } from '@ferieplan/texts';
import {
  absenceDraftProblem,
  absenceFields,
  absencePreview,
  EMPTY_ABSENCE_DRAFT,
  type AbsenceDraft,
} from './absence-draft.js';

// Monday 1 to Friday 5 March 2027: five working days.
const week = { startDate: '2027-03-01', endDate: '2027-03-05' };
const monday = { startDate: '2027-03-01', endDate: '2027-03-01' };
const draft = (fields: Partial<AbsenceDraft>): AbsenceDraft => ({ ...EMPTY_ABSENCE_DRAFT, ...fields });

describe('absenceFields: what the form sends', () => {
  it("plain Ferie sends nothing beyond the spec's body", () => {
    expect(absenceFields(EMPTY_ABSENCE_DRAFT, week)).toEqual({});
  });

  it('sends only the fields the kind takes, typed numbers with a decimal comma', () => {
    expect(absenceFields(draft({ kind: 'Avspasering', hours: '3,5', percentage: '50' }), week)).toEqual({
      kind: 'Avspasering',
      hours: 3.5,
    });
    expect(absenceFields(draft({ kind: 'Foreldrepermisjon', percentage: '60', hours: '2' }), week)).toEqual({
      kind: 'Foreldrepermisjon',
      percentage: 60,
    });
    expect(absenceFields(draft({ halfDayStart: true, halfDayEnd: true }), week)).toEqual({
      halfDayStart: true,
      halfDayEnd: true,
    });
  });

  it("one day has one 'Halv dag' (the first day's)", () => {
    expect(absenceFields(draft({ halfDayStart: true, halfDayEnd: true }), monday)).toEqual({
      halfDayStart: true,
    });
  });
});

describe("absenceDraftProblem: the API's rules, before sending", () => {
  it('names the field and says what is wrong', () => {
    expect(absenceDraftProblem(draft({ kind: 'Avspasering', hours: '25' }), week, '')).toEqual({
      field: 'hours',
      message: absenceFieldErrors.hoursOutOfRange,
    });
    expect(absenceDraftProblem(draft({ kind: 'Avspasering', hours: 'to' }), week, '')?.field).toBe('hours');
    expect(absenceDraftProblem(draft({ kind: 'PermisjonUtenLonn', percentage: '0' }), week, '')).toEqual({
      field: 'percentage',
      message: absenceFieldErrors.percentageOutOfRange,
    });
    expect(
      absenceDraftProblem(draft({ kind: 'Velferdspermisjon', hours: '2', halfDayStart: true }), week, ''),
    ).toEqual({ field: 'halfDayStart', message: absenceFieldErrors.halfDayWithHours });
  });

  it("'Annet fravær' needs a description", () => {
    expect(absenceDraftProblem(draft({ kind: 'Annet' }), week, '  ')).toEqual({
      field: 'description',
      message: absenceFieldErrors.descriptionRequired,
    });
    expect(absenceDraftProblem(draft({ kind: 'Annet' }), week, 'Flytting')).toBeNull();
  });

  it('accepts what fits the kind', () => {
    expect(absenceDraftProblem(EMPTY_ABSENCE_DRAFT, week, '')).toBeNull();
    expect(absenceDraftProblem(draft({ kind: 'Foreldrepermisjon', percentage: '' }), week, '')).toBeNull();
  });
});

describe('absencePreview', () => {
  it('Ferie in days with a decimal comma', () => {
    expect(absencePreview(EMPTY_ABSENCE_DRAFT, week, 7.5)).toBe(
      '5 feriedager (helg og helligdager telles ikke)',
    );
    expect(absencePreview(draft({ halfDayEnd: true }), week, 7.5)).toBe(
      '4,5 feriedager (helg og helligdager telles ikke)',
    );
  });

  it('hours and their days of the normal day; a percentage of each day', () => {
    expect(absencePreview(draft({ kind: 'Avspasering', hours: '3' }), week, 7.5)).toBe(
      '15 timer (2 dager) (helg og helligdager telles ikke)',
    );
    expect(absencePreview(draft({ kind: 'Foreldrepermisjon', percentage: '60' }), week, 7.5)).toBe(
      '3 dager (helg og helligdager telles ikke)',
    );
  });

  it('waits for fields that do not fit, but not for the description', () => {
    expect(absencePreview(draft({ kind: 'Avspasering', hours: '30' }), week, 7.5)).toBeNull();
    expect(absencePreview(draft({ kind: 'Annet' }), monday, 7.5)).toBe(
      '1 dag (helg og helligdager telles ikke)',
    );
  });
});

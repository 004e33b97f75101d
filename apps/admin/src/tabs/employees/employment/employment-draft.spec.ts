import { describe, expect, it } from 'vitest';
import type { Employee } from '@ferieplan/contracts';
import { serverEmployment } from '@ferieplan/texts';
import { employmentBody, employmentDraftOf } from './employment-draft.js';

const employee = (fields: Partial<Employee> = {}): Employee => ({
  id: 'm1',
  name: 'Mona',
  email: 'mona@example.no',
  isAdmin: false,
  teamId: null,
  organizationId: 'o1',
  yearlyDays: 25,
  birthYear: null,
  employeeNumber: null,
  yearlyBalance: {},
  ...fields,
});
const TODAY = '2026-11-26';

describe("the employment block of 'Rediger ansatt'", () => {
  it('sends nothing when nothing changed', () => {
    const member = employee({
      employedFrom: '2026-11-16',
      workPatterns: [{ validFrom: '2026-11-16', weekdays: 7 }],
    });
    expect(employmentBody(member, employmentDraftOf(member), TODAY)).toEqual({ body: null });
  });
  it("sends the dates that changed, and a new pattern from 'Ansatt fra' when no day is given", () => {
    const member = employee();
    const draft = { ...employmentDraftOf(member), employedFrom: '2026-11-16', weekdays: 7 };
    expect(employmentBody(member, draft, TODAY)).toEqual({
      body: { employedFrom: '2026-11-16', workPattern: { validFrom: '2026-11-16', weekdays: 7 } },
    });
  });
  it('a pattern without a start date applies from today; an emptied date is cleared (null)', () => {
    const member = employee({ employedUntil: '2027-06-30' });
    const draft = { ...employmentDraftOf(member), employedUntil: '', weekdays: 15 };
    expect(employmentBody(member, draft, TODAY)).toEqual({
      body: { employedUntil: null, workPattern: { validFrom: TODAY, weekdays: 15 } },
    });
  });
  it('names the field to fix: a typed date that is not one, an end before the start, no weekday', () => {
    const member = employee();
    const draft = employmentDraftOf(member);
    expect(employmentBody(member, { ...draft, employedFrom: '16.11' }, TODAY)).toEqual({
      field: 'employedFrom',
      message: serverEmployment.dateInvalid('Ansatt fra'),
    });
    expect(
      employmentBody(member, { ...draft, employedFrom: '2026-11-16', employedUntil: '2026-11-01' }, TODAY),
    ).toEqual({ field: 'employedUntil', message: serverEmployment.endBeforeStart });
    expect(employmentBody(member, { ...draft, weekdays: 0 }, TODAY)).toEqual({
      field: 'weekdays',
      message: serverEmployment.weekdaysInvalid,
    });
  });
});

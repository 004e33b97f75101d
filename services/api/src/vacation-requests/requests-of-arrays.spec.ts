import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VacationRequest } from '@ferieplan/contracts';
import { presentRequest, requestsOfArrays, VACATION_REQUEST_COLUMNS } from './vacation-request.sql.js';

// The admin's default view reads its page as arrays and maps them itself (requestsOfArrays); its JSON
// must be byte for byte what the object rows gave (pg's object per row, the page's extra columns taken
// off, presentRequest), for every field, null, false and unset included.

/** The response fields in VACATION_REQUEST_COLUMNS' order, as pg names the columns. */
const FIELDS = [...VACATION_REQUEST_COLUMNS.matchAll(/AS "(\w+)"/g)].map((match) => match[1]);
/** The page statement's columns: the gate's first, the sort key's last (organizationRequestsPageSql). */
const COLUMNS = ['callerIsAdmin', 'total', ...FIELDS, 'createdAtKey'];

const text = fc.string({ maxLength: 12 });
const nullable = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const valueOf: Record<string, fc.Arbitrary<unknown>> = {
  userName: nullable(text),
  userEmail: nullable(text),
  description: nullable(text),
  updatedAt: nullable(text),
  approvedAt: nullable(text),
  halfDayStart: nullable(fc.boolean()),
  halfDayEnd: nullable(fc.boolean()),
  hours: nullable(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true }))),
  percentage: nullable(fc.integer({ min: 0, max: 100 })),
  weekdays: nullable(fc.integer({ min: 0, max: 127 })),
};
const row = fc.tuple(...COLUMNS.map((column) => valueOf[column] ?? text));

/** The page's rows as object rows took them: pg's object, the extra columns off, presentRequest. */
function asObjectRows(rows: unknown[][]): VacationRequest[] {
  return rows.map((values) => {
    const object = Object.fromEntries(COLUMNS.map((column, i) => [column, values[i]]));
    const { callerIsAdmin: _admin, total: _total, createdAtKey: _key, ...request } = object;
    return presentRequest(request as unknown as VacationRequest);
  });
}

describe('requestsOfArrays', () => {
  it('covers every field of VACATION_REQUEST_COLUMNS, in its order', () => {
    expect(FIELDS.length).toBe(18);
    const [request] = requestsOfArrays(COLUMNS, [COLUMNS.map((_, i) => i)]);
    expect(Object.keys(request)).toEqual(FIELDS);
  });

  it('gives the same JSON as the object rows, byte for byte', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), (rows) => {
        expect(JSON.stringify(requestsOfArrays(COLUMNS, rows))).toBe(JSON.stringify(asObjectRows(rows)));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the columns by name, in any order', () => {
    const shuffled = [...COLUMNS].reverse();
    const values = COLUMNS.map((column) => `${column}-value`);
    const [request] = requestsOfArrays(shuffled, [[...values].reverse()]);
    expect(request.userName).toBe('userName-value');
    expect(request.kind).toBe('kind-value');
  });

  it('refuses a result without one of the fields', () => {
    expect(() =>
      requestsOfArrays(
        COLUMNS.filter((column) => column !== 'kind'),
        [],
      ),
    ).toThrow(/kind/);
  });
});

import { plainToInstance, type ClassConstructor } from 'class-transformer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrganizationVacationRequestsQuery } from '../vacation-requests/dto/organization-vacation-requests.query.js';
import { QUERY_DTOS, QUERY_KEYS } from './query-dtos.fixture.js';
import { queryInstance } from './query-instance.js';

const KEYS = [...QUERY_KEYS, 'kind'];
const text = fc.oneof(
  fc.constantFrom('2026', '0', '50', '501', '-1', '1.5', '', ' ', 'all', 'ALL', 'pending', 'Approved', 'csv'),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'ferie', 'SYKMELDING', '2026-06-01'),
  fc.string({ maxLength: 8 }),
);

describe('queryInstance (plainToInstance for text-valued queries)', () => {
  it('builds the same instance as plainToInstance: class, values and key order', () => {
    let built = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...QUERY_DTOS),
        fc.dictionary(fc.constantFrom(...KEYS), text, { maxKeys: 5 }),
        (dto, query) => {
          const instance = queryInstance(dto, { ...query });
          if (instance === undefined) return;
          built++;
          const reference = plainToInstance(dto as ClassConstructor<object>, { ...query });
          expect(Object.getPrototypeOf(instance)).toBe(dto.prototype);
          expect(Object.entries(instance)).toStrictEqual(Object.entries(reference));
        },
      ),
      { numRuns: 3000 },
    );
    // Many generated queries are ones it builds (not all left to plainToInstance).
    expect(built).toBeGreaterThan(300);
  });

  it("builds the admin's default view itself, with its transforms applied", () => {
    const view = queryInstance(OrganizationVacationRequestsQuery, {
      year: '2026',
      status: 'pending',
      limit: '50',
    });
    expect(view).toBeInstanceOf(OrganizationVacationRequestsQuery);
    expect(Object.entries(view!)).toStrictEqual([
      ['year', 2026],
      ['status', 'Pending'],
      ['limit', 50],
    ]);
  });

  it('leaves repeated keys and keys the DTO does not validate to plainToInstance', () => {
    expect(
      queryInstance(OrganizationVacationRequestsQuery, { status: ['Pending', 'Approved'] }),
    ).toBeUndefined();
    expect(queryInstance(OrganizationVacationRequestsQuery, { other: '1' })).toBeUndefined();
  });
});

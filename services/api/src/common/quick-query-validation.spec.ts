import type { ArgumentMetadata } from '@nestjs/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrganizationVacationRequestsQuery } from '../vacation-requests/dto/organization-vacation-requests.query.js';
import { QUERY_DTOS, QUERY_KEYS } from './query-dtos.fixture.js';
import { createValidationPipe } from './validation.pipe.js';

const KEYS = [...QUERY_KEYS, 'date'];
// Query text as Fastify parses it: strings, and arrays for a repeated key.
const text = fc.oneof(
  fc.constantFrom(
    '2026',
    '2000',
    '1899',
    '9999',
    '12',
    '0',
    '1',
    '13',
    '50',
    '501',
    '-1',
    '1.5',
    '',
    ' ',
    'abc',
  ),
  fc.constantFrom('Pending', 'pending', 'ALL', 'all', 'Approved', 'REJECTED', 'csv', 'xlsx', 'pdf'),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-a-uuid', '2026-06-01', 'x'.repeat(401)),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 2 }) },
);

/** What a pipe makes of the query: the DTO it returns, or the error it refuses it with. */
async function outcome(
  pipe: ReturnType<typeof createValidationPipe>,
  query: object,
  metadata: ArgumentMetadata,
) {
  try {
    return { value: await pipe.transform({ ...query }, metadata) };
  } catch (error) {
    const { message, errors } = error as { message: string; errors?: unknown };
    return { error: { name: (error as Error).constructor.name, message, errors } };
  }
}

describe('query validation without the full ValidationPipe path for valid queries', () => {
  const quick = createValidationPipe();
  const reference = createValidationPipe({ quickQueries: false });

  it('returns the same DTO and refuses with the same errors as the full path, for every query DTO', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_DTOS),
        fc.dictionary(fc.constantFrom(...KEYS), queryValue, { maxKeys: 4 }),
        async (dto, query) => {
          const metadata: ArgumentMetadata = { type: 'query', metatype: dto, data: undefined };
          const [fast, full] = await Promise.all([
            outcome(quick, query, metadata),
            outcome(reference, query, metadata),
          ]);
          expect(fast).toStrictEqual(full);
          if (fast.value) expect(Object.getPrototypeOf(fast.value)).toBe(dto.prototype);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("takes the admin's default view and its refusals as before", async () => {
    const metadata: ArgumentMetadata = {
      type: 'query',
      metatype: OrganizationVacationRequestsQuery,
      data: undefined,
    };
    const view = await quick.transform({ year: '2026', status: 'pending', limit: '50' }, metadata);
    expect(view).toBeInstanceOf(OrganizationVacationRequestsQuery);
    expect({ ...view }).toEqual({ year: 2026, status: 'Pending', limit: 50 });
    const all = await quick.transform({ status: 'ALL' }, metadata);
    expect(Object.keys(all)).toEqual(['status']);
    expect(all.status).toBeUndefined();
    await expect(quick.transform({ year: '20x6' }, metadata)).rejects.toMatchObject(
      await reference.transform({ year: '20x6' }, metadata).catch((error: unknown) => error),
    );
  });
});

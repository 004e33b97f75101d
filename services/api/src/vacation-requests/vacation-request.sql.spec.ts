import { describe, expect, it } from 'vitest';
import { organizationRequestsPageSql, type OrganizationRequestsFilter } from './vacation-request.sql.js';

const ORGANIZATION = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const TEAM = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** Every combination of the page's filters, with values `variant` picks from. */
function everyShape(variant: 0 | 1): (OrganizationRequestsFilter & { limit: number })[] {
  const shapes = [];
  for (let bits = 0; bits < 32; bits++)
    shapes.push({
      limit: 50 + variant,
      ...(bits & 1 ? { year: 2026 + variant } : {}),
      ...(bits & 2 ? { status: variant ? 'Approved' : 'Pending' } : {}),
      ...(bits & 4 ? { teamId: TEAM } : {}),
      ...(bits & 8 ? { kind: variant ? 'Avspasering' : 'Ferie' } : {}),
      ...(bits & 16 ? { after: ['2026-03-02', '2026-01-05T10:00:00.000000', TEAM] } : {}),
    });
  return shapes;
}

describe('organizationRequestsPageSql', () => {
  it('has one text per combination of filters, whatever their values (the values are parameters)', () => {
    const first = everyShape(0).map((filters) => organizationRequestsPageSql(ORGANIZATION, filters, 'uid-a'));
    const second = everyShape(1).map((filters) =>
      organizationRequestsPageSql(ORGANIZATION, filters, 'uid-b'),
    );
    expect(new Set(first.map(({ sql }) => sql)).size).toBe(32);
    second.forEach(({ sql, params }, shape) => {
      expect(sql).toBe(first[shape].sql);
      expect(params).not.toEqual(first[shape].params);
      expect(params).toContain('uid-b');
    });
  });
});

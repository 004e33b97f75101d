import { describe, expect, it } from 'vitest';
import { employeePageSql, type EmployeeListFilter } from './employee-list.sql.js';

const ORGANIZATION = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const TEAM = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** Every combination of the page's filters and one to three balance years, with values `variant` picks from. */
function everyShape(variant: 0 | 1): (EmployeeListFilter & { limit: number })[] {
  const shapes = [];
  for (const count of [1, 2, 3])
    for (let bits = 0; bits < 4; bits++)
      shapes.push({
        limit: 50 + variant,
        years: [2025, 2026, 2027].slice(0, count).map((year) => year + variant),
        ...(bits & 1 ? { teamId: TEAM } : {}),
        ...(bits & 2 ? { after: [variant ? 'Ola' : 'Kari', '2026-01-05T10:00:00.000000', TEAM] } : {}),
      });
  return shapes;
}

describe('employeePageSql', () => {
  it('has one text per number of years and combination of filters, whatever their values', () => {
    const first = everyShape(0).map((filter) => employeePageSql(ORGANIZATION, filter, 'uid-a'));
    const second = everyShape(1).map((filter) => employeePageSql(ORGANIZATION, filter, 'uid-b'));
    expect(new Set(first.map(({ sql }) => sql)).size).toBe(12);
    second.forEach(({ sql, params }, shape) => {
      expect(sql).toBe(first[shape].sql);
      expect(params).not.toEqual(first[shape].params);
      expect(params).toContain('uid-b');
    });
  });
});

import type { EmployeeReportRow } from '@ferieplan/contracts';
import { describe, expect, it } from 'vitest';
import { nextOrder, sortRows } from './sort-rows.js';

const row = (name: string, usedDays: number, teamName: string | null = null): EmployeeReportRow => ({
  userId: name,
  name,
  email: `${name}@example.test`,
  teamId: null,
  teamName,
  entitlementDays: 25,
  usedDays,
  plannedDays: 0,
  remainingDays: 25 - usedDays,
  transferredInDays: 0,
  transferredOutDays: 0,
  requestCount: 1,
});

describe('the employee table order', () => {
  const rows = [
    row('Åse', 3, 'Salg'),
    row('Bjørn', 10, 'Drift'),
    row('Anne', 3, null),
    row('Øyvind', 0, 'Drift'),
  ];

  it('sorts names in Norwegian order: Æ, Ø and Å after Z', () => {
    expect(sortRows(rows, { column: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Anne',
      'Bjørn',
      'Øyvind',
      'Åse',
    ]);
  });
  it('sorts numbers as numbers, ties by name', () => {
    expect(sortRows(rows, { column: 'used', direction: 'descending' }).map((r) => r.name)).toEqual([
      'Bjørn',
      'Anne',
      'Åse',
      'Øyvind',
    ]);
  });
  it('turns the order round on a second click; a new number column starts with the largest', () => {
    expect(nextOrder({ column: 'name', direction: 'ascending' }, 'name')).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(nextOrder({ column: 'name', direction: 'ascending' }, 'remaining')).toEqual({
      column: 'remaining',
      direction: 'descending',
    });
  });
});

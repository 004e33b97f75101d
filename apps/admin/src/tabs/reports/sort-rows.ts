import type { EmployeeReportRow } from '@ferieplan/contracts';

export type SortColumn =
  'name' | 'team' | 'entitlement' | 'used' | 'planned' | 'remaining' | 'transferred' | 'requests';
export interface SortOrder {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('nb', { sensitivity: 'base' });

const value: Record<SortColumn, (row: EmployeeReportRow) => string | number> = {
  name: (row) => row.name,
  team: (row) => row.teamName ?? '',
  entitlement: (row) => row.entitlementDays,
  used: (row) => row.usedDays,
  planned: (row) => row.plannedDays,
  remaining: (row) => row.remainingDays,
  transferred: (row) => row.transferredInDays - row.transferredOutDays,
  requests: (row) => row.requestCount,
};

/** Rows in the chosen order; Norwegian alphabetical order for text (æ, ø, å last), ties by name. */
export function sortRows(rows: readonly EmployeeReportRow[], order: SortOrder): EmployeeReportRow[] {
  const pick = value[order.column];
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [pick(a), pick(b)];
    const primary =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return primary !== 0 ? sign * primary : collator.compare(a.name, b.name);
  });
}

/** Clicking the sorted column turns it round; another column starts ascending (text) or descending (numbers). */
export function nextOrder(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: column === 'name' || column === 'team' ? 'ascending' : 'descending' };
}

import type { Employee, YearBalance } from '@ferieplan/contracts';
import { countedBalance, type YearlyBalances } from '../planning/balances/yearly-balances.js';
import { countedColumns, type CountedColumns } from './employee-list.sql.js';
import type { Membership } from './membership.js';

/** Issue 26: 'Ansatt fra', 'Ansatt til' and the work patterns, each only when set (a spec client sees today's shape). */
function employmentFields(membership: Membership): Partial<Employee> {
  const fields: Partial<Employee> = {};
  if (membership.employedFrom !== null) fields.employedFrom = membership.employedFrom;
  if (membership.employedUntil !== null) fields.employedUntil = membership.employedUntil;
  if (membership.workPatterns.length > 0) fields.workPatterns = membership.workPatterns;
  return fields;
}

export function toEmployee(
  membership: Membership,
  balances: YearlyBalances,
  years: readonly number[],
): Employee {
  return {
    id: membership.id,
    name: membership.name,
    email: membership.email,
    isAdmin: membership.isAdmin,
    teamId: membership.teamId,
    organizationId: membership.organizationId,
    yearlyDays: membership.yearlyDays,
    birthYear: membership.birthYear,
    employeeNumber: membership.employeeNumber,
    yearlyBalance: balances.years(membership, years),
    ...employmentFields(membership),
  };
}

/** A row of the employee list: the member and their counted days, per balance year (employee-list.sql.ts). */
export type ListedMember = Membership & CountedColumns;

/** An Employee from a row of the employee list: balances from its counted columns by the shared rules. */
export function toListedEmployee(row: ListedMember, years: readonly number[]): Employee {
  const yearlyBalance: Record<string, YearBalance> = {};
  for (let i = 0; i < years.length; i++) {
    const column = countedColumns(i);
    yearlyBalance[String(years[i])] = countedBalance(row, years[i], {
      usedDays: row[column.used],
      plannedDays: row[column.planned],
      transferredIn: row[column.in],
      transferredOut: row[column.out],
    });
  }
  return toEmployee(row, { years: () => yearlyBalance }, years);
}

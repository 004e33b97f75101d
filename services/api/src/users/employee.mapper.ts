import type { Employee, YearBalance } from '@ferieplan/contracts';
import { countedBalance, type YearlyBalances } from '../planning/balances/yearly-balances.js';
import { countedColumns, type CountedColumns } from './employee-list.sql.js';
import type { Membership } from './membership.js';

export function toEmployee(
  membership: Membership,
  balances: YearlyBalances,
  years: readonly number[],
): Employee {
  return employeeWith(membership, balances.years(membership, years));
}

/** The Employee of a membership and its balances; the list maps a page of them per request, so no spread. */
function employeeWith(membership: Membership, yearlyBalance: Record<string, YearBalance>): Employee {
  const employee: Employee = {
    id: membership.id,
    name: membership.name,
    email: membership.email,
    isAdmin: membership.isAdmin,
    teamId: membership.teamId,
    organizationId: membership.organizationId,
    yearlyDays: membership.yearlyDays,
    birthYear: membership.birthYear,
    employeeNumber: membership.employeeNumber,
    yearlyBalance,
  };
  // Issue 26: 'Ansatt fra', 'Ansatt til' and the work patterns, each only when set (a spec client sees today's shape).
  if (membership.employedFrom !== null) employee.employedFrom = membership.employedFrom;
  if (membership.employedUntil !== null) employee.employedUntil = membership.employedUntil;
  if (membership.workPatterns.length > 0) employee.workPatterns = membership.workPatterns;
  return employee;
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
  return employeeWith(row, yearlyBalance);
}

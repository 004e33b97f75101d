import { Injectable } from '@nestjs/common';
import { absenceDaysHolidays } from '../database/absence-days.js';
import { SqlRepository } from '../database/sql.js';
import {
  ABSENCE_REPORT_SQL,
  APPROVED_REQUESTS_SQL,
  BUSIEST_DAYS_SQL,
  EMPLOYEE_REPORT_SQL,
  type AbsenceSqlRow,
  type EmployeeReportSqlRow,
  type ApprovedRequestSqlRow,
} from './reports.sql.js';
import type { AbsenceKind, BusyDay, EmployeeReportRow } from '@ferieplan/contracts';
import { countedBalance } from '../planning/balances/yearly-balances.js';

/** A row of the employee report with its entitlement and remaining days by the shared rules (one balance rule). */
function employeeReportRow(row: EmployeeReportSqlRow, year: number): EmployeeReportRow {
  const balance = countedBalance(row, year, {
    usedDays: row.usedDays,
    plannedDays: row.plannedDays,
    transferredIn: row.transferredInDays,
    transferredOut: row.transferredOutDays,
  });
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    teamId: row.teamId,
    teamName: row.teamName,
    entitlementDays: balance.totalDays,
    usedDays: row.usedDays,
    plannedDays: row.plannedDays,
    remainingDays: balance.remainingDays,
    transferredInDays: row.transferredInDays,
    transferredOutDays: row.transferredOutDays,
    requestCount: row.requestCount,
  };
}

/** What every report is computed for: one organisation, one year, optionally one team. */
export interface ReportScope {
  organizationId: string;
  year: number;
  teamId: string | null;
  /** Issue 24: the kind counted (the spec's reports: Ferie). */
  kind: AbsenceKind;
}

/**
 * The report queries of reports.sql.ts, with the year's public holidays from the shared calendar. Each
 * is planned for its organisation (customPlannedRows: a generic plan grew with the square of the
 * members). They rely on the pool's jit = off (pool.ts): the planner cannot estimate set-returning functions over a
 * request's months, so its cost passes jit_above_cost, and compiling took 3.3 s of a 3.6 s execution on
 * the benchmark (the work itself: 0.19 s).
 */
@Injectable()
export class ReportsRepository extends SqlRepository {
  private parameters(scope: ReportScope): unknown[] {
    return [scope.organizationId, scope.year, scope.teamId, absenceDaysHolidays([scope.year]), scope.kind];
  }

  organization(organizationId: string): Promise<{ name: string; plan: string } | null> {
    return this.one('SELECT name, plan FROM organization WHERE id = $1', [organizationId]);
  }

  async teamExists(organizationId: string, teamId: string): Promise<boolean> {
    return (
      (await this.one('SELECT 1 FROM team WHERE id = $1 AND organization_id = $2', [
        teamId,
        organizationId,
      ])) !== null
    );
  }

  async employees(scope: ReportScope): Promise<EmployeeReportRow[]> {
    const rows = await this.customPlannedRows<EmployeeReportSqlRow>(
      EMPLOYEE_REPORT_SQL,
      this.parameters(scope),
    );
    return rows.map((row) => employeeReportRow(row, scope.year));
  }

  absence(scope: ReportScope): Promise<AbsenceSqlRow[]> {
    return this.customPlannedRows(ABSENCE_REPORT_SQL, this.parameters(scope));
  }

  busiestDays(scope: ReportScope): Promise<BusyDay[]> {
    return this.customPlannedRows(BUSIEST_DAYS_SQL, this.parameters(scope));
  }

  approvedRequests(scope: ReportScope): Promise<ApprovedRequestSqlRow[]> {
    return this.customPlannedRows(APPROVED_REQUESTS_SQL, this.parameters(scope));
  }
}

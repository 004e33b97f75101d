import { Injectable } from '@nestjs/common';
import type {
  AbsenceKind,
  AbsenceReport,
  BusiestDaysReport,
  EmployeeReport,
  EmployeeReportRow,
  MonthAbsence,
  TeamAbsence,
} from '@ferieplan/contracts';
import { server, serverReports, sickExport } from '@ferieplan/texts';
import { hasReports, isSickKind } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { forbidden, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { ReportsRepository, type ReportScope } from './reports.repository.js';
import type { ApprovedRequestSqlRow } from './reports.sql.js';

// Norwegian alphabetical order (Æ, Ø, Å after Z) whatever the database's collation.
const collator = new Intl.Collator('nb', { sensitivity: 'base' });

/**
 * The employee report by name, equal names by member id (as uuids order in PostgreSQL). The SQL hands
 * the rows over nearly in this order (EMPLOYEE_REPORT_SQL), so the sort is one pass of about n
 * comparisons instead of n log n (issue 28: 120,000 collator comparisons for 10,000 members).
 */
const byNameThenId = (rows: EmployeeReportRow[]): EmployeeReportRow[] =>
  rows.sort(
    (a, b) => collator.compare(a.name, b.name) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );

export interface ReportRequest {
  uid: string;
  organizationId: string;
  year?: number;
  teamId?: string;
  /** Issue 24: the kind counted; omitted = Ferie. */
  kind?: AbsenceKind;
}

/** The organisation's reports: admins of a Pro organisation, their own organisation only. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly reports: ReportsRepository,
  ) {}

  /** Tenancy (404), admin (403), plan (403), then the team filter (404). Returns the scope and the organisation's name. */
  async authorize(request: ReportRequest): Promise<ReportScope & { organizationName: string }> {
    await this.access.requireAdmin(request.uid, request.organizationId);
    // Issue 25: sick kinds are health data, only in the admin's explicit 'Sykefravær' export.
    if (request.kind && isSickKind(request.kind))
      throw invalidInput(sickExport.notInReports, { kind: [sickExport.notInReports] });
    const organization = await this.reports.organization(request.organizationId);
    if (!organization) throw notFound(server.organizationNotFound);
    if (!hasReports(organization.plan)) throw forbidden(serverReports.proRequired);
    const teamId = request.teamId ?? null;
    if (
      teamId !== null &&
      !(isUuid(teamId) && (await this.reports.teamExists(request.organizationId, teamId)))
    ) {
      throw notFound(serverReports.teamNotFound);
    }
    const year = request.year ?? new Date().getFullYear();
    return {
      organizationId: request.organizationId,
      year,
      teamId,
      kind: request.kind ?? 'Ferie',
      organizationName: organization.name,
    };
  }

  async employees(request: ReportRequest): Promise<EmployeeReport> {
    const scope = await this.authorize(request);
    return { year: scope.year, teamId: scope.teamId, rows: await this.employeeRows(scope) };
  }

  async absence(request: ReportRequest): Promise<AbsenceReport> {
    const scope = await this.authorize(request);
    const rows = await this.reports.absence(scope);
    const teams = new Map<string, TeamAbsence>();
    const totals: MonthAbsence[] = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      approvedDays: 0,
      plannedDays: 0,
    }));
    for (const row of rows) {
      const key = row.teamId ?? '';
      let team = teams.get(key);
      if (!team) teams.set(key, (team = { teamId: row.teamId, teamName: row.teamName, months: [] }));
      team.months.push({ month: row.month, approvedDays: row.approvedDays, plannedDays: row.plannedDays });
      totals[row.month - 1].approvedDays += row.approvedDays;
      totals[row.month - 1].plannedDays += row.plannedDays;
    }
    return { year: scope.year, teamId: scope.teamId, months: totals, teams: [...teams.values()] };
  }

  async busiestDays(request: ReportRequest): Promise<BusiestDaysReport> {
    const scope = await this.authorize(request);
    return { year: scope.year, teamId: scope.teamId, days: await this.reports.busiestDays(scope) };
  }

  /** The year's approved requests by name, then member, then date (sorted in SQL: APPROVED_REQUESTS_SQL). */
  approvedRequests(scope: ReportScope): Promise<ApprovedRequestSqlRow[]> {
    return this.reports.approvedRequests(scope);
  }

  async employeeRows(scope: ReportScope): Promise<EmployeeReportRow[]> {
    return byNameThenId(await this.reports.employees(scope));
  }
}

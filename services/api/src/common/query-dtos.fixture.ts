// Shared by the query specs (query-instance, quick-query-validation): every query DTO the API
// validates, and the query keys they read, so both property tests generate over the same set.
import { AuditPageQuery } from '../audit/dto/audit-page.query.js';
import { StaffingWarningQuery, SummerOverviewQuery } from '../planning/planning.queries.js';
import { ExportQuery, ReportQuery } from '../reports/report.query.js';
import { StaffingMonthQuery } from '../staffing/dto/staffing-month.query.js';
import { EmployeesQuery } from '../users/dto/employees.query.js';
import { MyVacationRequestsQuery } from '../vacation-requests/dto/my-vacation-requests.query.js';
import { OrganizationVacationRequestsQuery } from '../vacation-requests/dto/organization-vacation-requests.query.js';

export const QUERY_DTOS = [
  AuditPageQuery,
  EmployeesQuery,
  ExportQuery,
  MyVacationRequestsQuery,
  OrganizationVacationRequestsQuery,
  ReportQuery,
  StaffingMonthQuery,
  StaffingWarningQuery,
  SummerOverviewQuery,
];

export const QUERY_KEYS = [
  'year',
  'month',
  'status',
  'limit',
  'cursor',
  'teamId',
  'organizationId',
  'format',
  'from',
  'to',
];

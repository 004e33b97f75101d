import { queryOptions } from '@tanstack/react-query';
import type {
  AbsenceReport,
  BusiestDaysReport,
  EmployeeReport,
  ExportFormat,
  ExportKind,
  ReportQuery,
} from '@ferieplan/contracts';
import { reports } from '@ferieplan/texts';
import { apiDownload } from './download.js';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const base = (organizationId: string) => `/api/Reports/organization/${encodeURIComponent(organizationId)}`;

const search = (query: ReportQuery, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ year: String(query.year), ...extra });
  if (query.teamId) params.set('teamId', query.teamId);
  if (query.kind) params.set('kind', query.kind);
  return params.toString();
};

const get = <T>(organizationId: string, report: string, query: ReportQuery, signal?: AbortSignal) =>
  apiRequest<T>('GET', `${base(organizationId)}/${report}?${search(query)}`, {
    fallbackMessage: reports.loadFailed,
    signal,
  });

/** The Rapporter tab's reads (admins, Pro) and its two exports. */
export const reportsApi = {
  employees: (organizationId: string, query: ReportQuery, signal?: AbortSignal) =>
    get<EmployeeReport>(organizationId, 'employees', query, signal),
  absence: (organizationId: string, query: ReportQuery, signal?: AbortSignal) =>
    get<AbsenceReport>(organizationId, 'absence', query, signal),
  busiestDays: (organizationId: string, query: ReportQuery, signal?: AbortSignal) =>
    get<BusiestDaysReport>(organizationId, 'busiest-days', query, signal),
  download: (organizationId: string, kind: ExportKind, format: ExportFormat, query: ReportQuery) =>
    apiDownload(`${base(organizationId)}/${kind}/export?${search(query, { format })}`, {
      fallbackMessage: reports.downloadFailed,
      fallbackName: `${kind}-${query.year}.${format}`,
    }),
  /** Issue 25: the 'Sykefravær' export, the only one with sick records (each person in it is audited). */
  downloadSickLeave: (organizationId: string, format: ExportFormat, query: Omit<ReportQuery, 'kind'>) =>
    apiDownload(`${base(organizationId)}/sick-leave/export?${search(query, { format })}`, {
      fallbackMessage: reports.downloadFailed,
      fallbackName: `sykefravaer-${query.year}.${format}`,
    }),
};

const reportKeys = {
  /** Every report of the organisation, each year and team. */
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'reports'] as const,
};

const key = (organizationId: string, report: string, query: ReportQuery) =>
  [
    ...reportKeys.organization(organizationId),
    report,
    query.year,
    query.teamId ?? null,
    query.kind ?? null,
  ] as const;

export const reportQueries = {
  employees: (organizationId: string, query: ReportQuery) =>
    queryOptions({
      queryKey: key(organizationId, 'employees', query),
      queryFn: ({ signal }) => reportsApi.employees(organizationId, query, signal),
    }),
  absence: (organizationId: string, query: ReportQuery) =>
    queryOptions({
      queryKey: key(organizationId, 'absence', query),
      queryFn: ({ signal }) => reportsApi.absence(organizationId, query, signal),
    }),
  busiestDays: (organizationId: string, query: ReportQuery) =>
    queryOptions({
      queryKey: key(organizationId, 'busiest-days', query),
      queryFn: ({ signal }) => reportsApi.busiestDays(organizationId, query, signal),
    }),
};

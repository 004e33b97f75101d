import { queryOptions } from '@tanstack/react-query';
import type {
  MarkPayrollPeriodBody,
  PayCodes,
  PayrollFormat,
  PayrollPeriod,
  PayrollPreview,
  UpdatePayCodesBody,
} from '@ferieplan/contracts';
import { adminPayroll } from '@ferieplan/texts';
import { apiDownload } from './download.js';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const base = (organizationId: string) => `/api/Payroll/organization/${encodeURIComponent(organizationId)}`;

/** A period as the routes take it. */
interface Period {
  from: string;
  to: string;
}

const search = (period: Period) => new URLSearchParams({ from: period.from, to: period.to }).toString();

/** Lønnseksport (issue 27, admins, Pro): pay codes, the preview and file of a period, exported periods. */
export const payrollApi = {
  payCodes: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<PayCodes>('GET', `${base(organizationId)}/pay-codes`, {
      fallbackMessage: adminPayroll.loadFailed,
      signal,
    }),
  updatePayCodes: (organizationId: string, body: UpdatePayCodesBody) =>
    apiRequest<PayCodes>('PUT', `${base(organizationId)}/pay-codes`, {
      body,
      fallbackMessage: adminPayroll.payCodesFailed,
    }),
  preview: (organizationId: string, period: Period, signal?: AbortSignal) =>
    apiRequest<PayrollPreview>('GET', `${base(organizationId)}/preview?${search(period)}`, {
      fallbackMessage: adminPayroll.previewFailed,
      signal,
    }),
  /** The file; 409 (the Norwegian list of what is missing) while a line lacks a number or a code. */
  download: (organizationId: string, period: Period, format: PayrollFormat) =>
    apiDownload(`${base(organizationId)}/export?${search(period)}&format=${format}`, {
      fallbackMessage: adminPayroll.downloadFailed,
      fallbackName: `lonnseksport-${period.from}-${period.to}.${format === 'xlsx' ? 'xlsx' : 'csv'}`,
    }),
  periods: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<PayrollPeriod[]>('GET', `${base(organizationId)}/periods`, {
      fallbackMessage: adminPayroll.loadFailed,
      signal,
    }),
  markExported: (organizationId: string, body: MarkPayrollPeriodBody) =>
    apiRequest<PayrollPeriod>('POST', `${base(organizationId)}/periods`, {
      body,
      fallbackMessage: adminPayroll.markFailed,
    }),
  reopen: (organizationId: string, periodId: string) =>
    apiRequest<void>('DELETE', `${base(organizationId)}/periods/${encodeURIComponent(periodId)}`, {
      fallbackMessage: adminPayroll.reopenFailed,
    }),
};

export const payrollKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'payroll'] as const,
};

export const payrollQueries = {
  payCodes: (organizationId: string) =>
    queryOptions({
      queryKey: [...payrollKeys.organization(organizationId), 'pay-codes'],
      queryFn: ({ signal }) => payrollApi.payCodes(organizationId, signal),
    }),
  preview: (organizationId: string, period: Period) =>
    queryOptions({
      queryKey: [...payrollKeys.organization(organizationId), 'preview', period.from, period.to],
      queryFn: ({ signal }) => payrollApi.preview(organizationId, period, signal),
    }),
  periods: (organizationId: string) =>
    queryOptions({
      queryKey: [...payrollKeys.organization(organizationId), 'periods'],
      queryFn: ({ signal }) => payrollApi.periods(organizationId, signal),
    }),
};

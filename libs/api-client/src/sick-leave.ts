import { queryOptions } from '@tanstack/react-query';
import type {
  CreateSykmeldingBody,
  EgenmeldingQuota,
  EmployerPeriodOverview,
  EmployerPeriodsUsedUp,
  SickLeaveReport,
  SickLeaveSettings,
  UpdateSickLeaveSettingsBody,
  VacationRequest,
} from '@ferieplan/contracts';
import { sickLeaveAdmin } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (organizationId: string) => `/api/SickLeave/organization/${encodeURIComponent(organizationId)}`;

/** Egenmelding and sykmelding (issue 25): health data, the person's own or the admins'. */
export const sickLeaveApi = {
  /** The caller's egenmeldinger left in the last 12 months. */
  myQuota: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<EgenmeldingQuota>('GET', `${path(organizationId)}/me/egenmelding`, {
      fallbackMessage: sickLeaveAdmin.loadFailed,
      signal,
    }),
  settings: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<SickLeaveSettings>('GET', `${path(organizationId)}/settings`, {
      fallbackMessage: sickLeaveAdmin.loadFailed,
      signal,
    }),
  updateSettings: (organizationId: string, body: UpdateSickLeaveSettingsBody) =>
    apiRequest<SickLeaveSettings>('PUT', `${path(organizationId)}/settings`, {
      body,
      fallbackMessage: sickLeaveAdmin.settingsFailed,
    }),
  /** An admin registers a member's sykmelding. */
  registerSykmelding: (organizationId: string, body: CreateSykmeldingBody) =>
    apiRequest<VacationRequest>('POST', `${path(organizationId)}/sykmelding`, {
      body,
      fallbackMessage: sickLeaveAdmin.registerFailed,
    }),
  employerPeriods: (organizationId: string, asOf: string, signal?: AbortSignal) =>
    apiRequest<EmployerPeriodOverview>(
      'GET',
      `${path(organizationId)}/arbeidsgiverperiode?asOf=${encodeURIComponent(asOf)}`,
      { fallbackMessage: sickLeaveAdmin.loadFailed, signal },
    ),
  report: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<SickLeaveReport>('GET', `${path(organizationId)}/report?year=${year}`, {
      fallbackMessage: sickLeaveAdmin.loadFailed,
      signal,
    }),
  usedUp: (organizationId: string, month: string, signal?: AbortSignal) =>
    apiRequest<EmployerPeriodsUsedUp>(
      'GET',
      `${path(organizationId)}/arbeidsgiverperiode/used-up?month=${encodeURIComponent(month)}`,
      { fallbackMessage: sickLeaveAdmin.loadFailed, signal },
    ),
};

export const sickLeaveKeys = {
  /** Everything sick leave shows (a registration changes the quota and the arbeidsgiverperiode). */
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'sick-leave'] as const,
};

export const sickLeaveQueries = {
  myQuota: (organizationId: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'me'],
      queryFn: ({ signal }) => sickLeaveApi.myQuota(organizationId, signal),
    }),
  settings: (organizationId: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'settings'],
      queryFn: ({ signal }) => sickLeaveApi.settings(organizationId, signal),
    }),
  employerPeriods: (organizationId: string, asOf: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'periods', asOf],
      queryFn: ({ signal }) => sickLeaveApi.employerPeriods(organizationId, asOf, signal),
    }),
  report: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'report', year],
      queryFn: ({ signal }) => sickLeaveApi.report(organizationId, year, signal),
    }),
  usedUp: (organizationId: string, month: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'used-up', month],
      queryFn: ({ signal }) => sickLeaveApi.usedUp(organizationId, month, signal),
    }),
};

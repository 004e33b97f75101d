// Issue 26: employment dates and work patterns of a member (admins), 'Full ferie i tiltredelsesåret'
// and the year's leavers.
import { queryOptions } from '@tanstack/react-query';
import type { Employee, EmploymentSettings, Leaver, UpdateEmploymentBody } from '@ferieplan/contracts';
import { employmentAdmin } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const organizationPath = (organizationId: string) =>
  `/api/Employment/organization/${encodeURIComponent(organizationId)}`;

export const employmentApi = {
  update: (membershipId: string, body: UpdateEmploymentBody) =>
    apiRequest<Employee>('PUT', `/api/Employment/member/${encodeURIComponent(membershipId)}`, {
      body,
      fallbackMessage: employmentAdmin.saveFailed,
    }),
  settings: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<EmploymentSettings>('GET', `${organizationPath(organizationId)}/settings`, {
      fallbackMessage: employmentAdmin.settingsLoadFailed,
      signal,
    }),
  updateSettings: (organizationId: string, fullFirstYearVacation: boolean) =>
    apiRequest<EmploymentSettings>('PUT', `${organizationPath(organizationId)}/settings`, {
      body: { fullFirstYearVacation },
      fallbackMessage: employmentAdmin.settingsSaveFailed,
    }),
  leavers: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<Leaver[]>('GET', `${organizationPath(organizationId)}/leavers?year=${year}`, {
      fallbackMessage: employmentAdmin.leaversLoadFailed,
      signal,
    }),
};

export const employmentKeys = {
  settings: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'employment-settings'] as const,
  leavers: (organizationId: string, year: number) =>
    [...organizationKeys.data(organizationId), 'leavers', year] as const,
};

export const employmentQueries = {
  settings: (organizationId: string) =>
    queryOptions({
      queryKey: employmentKeys.settings(organizationId),
      queryFn: ({ signal }) => employmentApi.settings(organizationId, signal),
    }),
  leavers: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: employmentKeys.leavers(organizationId, year),
      queryFn: ({ signal }) => employmentApi.leavers(organizationId, year, signal),
    }),
};

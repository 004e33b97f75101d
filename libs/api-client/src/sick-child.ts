import { queryOptions } from '@tanstack/react-query';
import type {
  SickChildOverview,
  SickChildStatus,
  UpdateSickChildDeclarationBody,
} from '@ferieplan/contracts';
import { sickChild } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (organizationId: string) => `/api/SickChild/organization/${encodeURIComponent(organizationId)}`;

/** Sykt barn (issue 25): the person's declaration and days left; the admins' overview. */
export const sickChildApi = {
  mine: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<SickChildStatus>('GET', `${path(organizationId)}/me?year=${year}`, {
      fallbackMessage: sickChild.loadFailed,
      signal,
    }),
  declare: (organizationId: string, body: UpdateSickChildDeclarationBody) =>
    apiRequest<SickChildStatus>('PUT', `${path(organizationId)}/me`, {
      body,
      fallbackMessage: sickChild.saveFailed,
    }),
  /** Admins: every member's declaration and days used (each read is audited). */
  overview: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<SickChildOverview>('GET', `${path(organizationId)}?year=${year}`, {
      fallbackMessage: sickChild.loadFailed,
      signal,
    }),
};

export const sickChildKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'sick-child'] as const,
  mine: (organizationId: string, year: number) =>
    [...sickChildKeys.organization(organizationId), 'me', year] as const,
  overview: (organizationId: string, year: number) =>
    [...sickChildKeys.organization(organizationId), 'all', year] as const,
};

export const sickChildQueries = {
  mine: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: sickChildKeys.mine(organizationId, year),
      queryFn: ({ signal }) => sickChildApi.mine(organizationId, year, signal),
    }),
  overview: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: sickChildKeys.overview(organizationId, year),
      queryFn: ({ signal }) => sickChildApi.overview(organizationId, year, signal),
    }),
};

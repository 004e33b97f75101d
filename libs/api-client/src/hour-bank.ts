import { queryOptions } from '@tanstack/react-query';
import type {
  CreateHourBankEntryBody,
  HourBank,
  HourBankEntry,
  HourBankOverview,
  UpdateMemberNormalDayBody,
  UpdateOrganizationNormalDayBody,
} from '@ferieplan/contracts';
import { hourBankTexts } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const organizationPath = (organizationId: string) =>
  `/api/HourBank/organization/${encodeURIComponent(organizationId)}`;
const memberPath = (userId: string) => `/api/HourBank/${encodeURIComponent(userId)}`;

/** The hour bank of Avspasering ('Timebank'). */
export const hourBankApi = {
  /** The caller's own balance and entries. */
  mine: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<HourBank>('GET', `${organizationPath(organizationId)}/me`, {
      fallbackMessage: hourBankTexts.loadFailed,
      signal,
    }),
  /** Every member's balance (admins). */
  overview: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<HourBankOverview>('GET', organizationPath(organizationId), {
      fallbackMessage: hourBankTexts.loadFailed,
      signal,
    }),
  /** 'Opptjent avspasering' (hours > 0) or a correction (hours < 0; 409 when the bank would go below 0). */
  addEntry: (userId: string, body: CreateHourBankEntryBody) =>
    apiRequest<HourBankEntry>('POST', memberPath(userId), {
      body,
      fallbackMessage: hourBankTexts.saveFailed,
    }),
  /** The organisation's normal day in hours (admins). */
  setOrganizationNormalDay: (organizationId: string, body: UpdateOrganizationNormalDayBody) =>
    apiRequest<HourBankOverview>('PUT', `${organizationPath(organizationId)}/normal-day-hours`, {
      body,
      fallbackMessage: hourBankTexts.normalDaySaveFailed,
    }),
  /** A member's own normal day (admins); null = the organisation's. */
  setMemberNormalDay: (userId: string, body: UpdateMemberNormalDayBody) =>
    apiRequest<void>('PUT', `${memberPath(userId)}/normal-day-hours`, {
      body,
      fallbackMessage: hourBankTexts.normalDaySaveFailed,
    }),
};

export const hourBankKeys = {
  /** Both the own bank and the overview (every write changes them together). */
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'hour-bank'] as const,
  mine: (organizationId: string) => [...hourBankKeys.organization(organizationId), 'me'] as const,
  overview: (organizationId: string) => [...hourBankKeys.organization(organizationId), 'all'] as const,
};

export const hourBankQueries = {
  mine: (organizationId: string) =>
    queryOptions({
      queryKey: hourBankKeys.mine(organizationId),
      queryFn: ({ signal }) => hourBankApi.mine(organizationId, signal),
    }),
  overview: (organizationId: string) =>
    queryOptions({
      queryKey: hourBankKeys.overview(organizationId),
      queryFn: ({ signal }) => hourBankApi.overview(organizationId, signal),
    }),
};

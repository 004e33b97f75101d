import { queryOptions } from '@tanstack/react-query';
import type {
  CreateVacationReturnBody,
  MyVacationReturns,
  VacationReturn,
  VacationReturnStatus,
} from '@ferieplan/contracts';
import { sickLeaveAdmin, vacationReturnAdmin, vacationReturnEmployee } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { sickLeaveKeys } from './sick-leave.js';

const path = (organizationId: string) => `/api/SickLeave/organization/${encodeURIComponent(organizationId)}`;

/** Syk i ferien (ferieloven § 9, issue 25): the person's claims for ferie days back and the admins' decisions. */
export const vacationReturnApi = {
  mine: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<MyVacationReturns>('GET', `${path(organizationId)}/me/vacation-returns`, {
      fallbackMessage: sickLeaveAdmin.loadFailed,
      signal,
    }),
  ask: ({ organizationId, ...body }: CreateVacationReturnBody & { organizationId: string }) =>
    apiRequest<VacationReturn>('POST', `${path(organizationId)}/me/vacation-returns`, {
      body,
      fallbackMessage: vacationReturnEmployee.askFailed,
    }),
  list: (organizationId: string, status: VacationReturnStatus, signal?: AbortSignal) =>
    apiRequest<VacationReturn[]>('GET', `${path(organizationId)}/vacation-returns?status=${status}`, {
      fallbackMessage: sickLeaveAdmin.loadFailed,
      signal,
    }),
  decide: ({ organizationId, id, approve }: { organizationId: string; id: string; approve: boolean }) =>
    apiRequest<VacationReturn>(
      'PUT',
      `${path(organizationId)}/vacation-returns/${encodeURIComponent(id)}/decision`,
      {
        body: { approve },
        fallbackMessage: vacationReturnAdmin.decideFailed,
      },
    ),
};

export const vacationReturnQueries = {
  mine: (organizationId: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'vacation-returns', 'me'],
      queryFn: ({ signal }) => vacationReturnApi.mine(organizationId, signal),
    }),
  waiting: (organizationId: string) =>
    queryOptions({
      queryKey: [...sickLeaveKeys.organization(organizationId), 'vacation-returns', 'Pending'],
      queryFn: ({ signal }) => vacationReturnApi.list(organizationId, 'Pending', signal),
    }),
};

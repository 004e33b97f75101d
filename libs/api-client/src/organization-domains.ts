// Company sign-in (issue 26): the organisation's e-mail domains (Innstillinger → E-postdomene, admins)
// and the organisations open to the signed-in person's verified e-mail domain.
import { queryOptions } from '@tanstack/react-query';
import type {
  ClaimDomainBody,
  Employee,
  JoinableOrganization,
  OrganizationDomain,
} from '@ferieplan/contracts';
import { adminDomains, domainJoin } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (id: string) => `/api/OrganizationDomains/${encodeURIComponent(id)}`;

export const organizationDomainsApi = {
  organization: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<OrganizationDomain[]>(
      'GET',
      `/api/OrganizationDomains/organization/${encodeURIComponent(organizationId)}`,
      {
        fallbackMessage: adminDomains.loadFailed,
        signal,
      },
    ),
  claim: (body: ClaimDomainBody) =>
    apiRequest<OrganizationDomain>('POST', '/api/OrganizationDomains', {
      body,
      fallbackMessage: adminDomains.claimFailed,
    }),
  /** 409 with the record the server looked for when DNS does not have it (yet). */
  verify: (id: string) =>
    apiRequest<OrganizationDomain>('POST', `${path(id)}/verify`, {
      fallbackMessage: adminDomains.verifyFailed,
    }),
  setJoinEnabled: ({ id, joinEnabled }: { id: string; joinEnabled: boolean }) =>
    apiRequest<OrganizationDomain>('PUT', path(id), {
      body: { joinEnabled },
      fallbackMessage: adminDomains.joinFailed,
    }),
  remove: (id: string) =>
    apiRequest<void>('DELETE', path(id), { fallbackMessage: adminDomains.removeFailed }),
  /** Organisations the caller may join by their verified e-mail domain. */
  joinable: () =>
    apiRequest<JoinableOrganization[]>('GET', '/api/OrganizationDomains/joinable', {
      fallbackMessage: domainJoin.joinFailed,
    }),
  /** One click: the caller becomes a member (the answer is the new membership). */
  join: (organizationId: string) =>
    apiRequest<Employee>(
      'POST',
      `/api/OrganizationDomains/joinable/${encodeURIComponent(organizationId)}/join`,
      {
        fallbackMessage: domainJoin.joinFailed,
      },
    ),
};

export const organizationDomainKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'domains'] as const,
  joinable: ['organizations', 'joinable'] as const,
};

export const organizationDomainQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: organizationDomainKeys.organization(organizationId),
      queryFn: ({ signal }) => organizationDomainsApi.organization(organizationId, signal),
    }),
  joinable: () =>
    queryOptions({ queryKey: organizationDomainKeys.joinable, queryFn: organizationDomainsApi.joinable }),
};

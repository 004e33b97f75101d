import { queryOptions } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  CreateUserInvitationBody,
  Employee,
  Invitation,
  InvitationLookup,
} from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

/** The public lookup (with the invitation id, which accepting needs). */
export type InvitationLookupResult = InvitationLookup;

const errors = apiErrors.invitations;
const path = (id: string) => `/api/UserInvitations/${encodeURIComponent(id)}`;

/** Accepting makes the caller a member: the answer is the new membership. */
const accept = (id: string, body?: AcceptInvitationBody) =>
  apiRequest<Employee>('POST', `${path(id)}/accept`, {
    fallbackMessage: errors.accept,
    ...(body ? { body } : {}),
  });

/** Both sides of an invitation: the invitee's (mine, lookup, accept) and the admin's (list, send, resend, cancel). */
export const invitationsApi = {
  /** The signed-in user's invitations (matched by e-mail). */
  mine: () => apiRequest<Invitation[]>('GET', '/api/UserInvitations/mine', { fallbackMessage: errors.fetch }),
  /** Accept as a person with a verified e-mail address (one argument: usable as a mutation function). */
  accept: (id: string) => accept(id),
  /** Accept with the token from the invitation mail: the proof of the mailbox for an unverified address. */
  acceptWithMailedToken: (id: string, token: string) => accept(id, { token }),
  /** Public: a valid pending invitation by token, else ApiError 404 'Invitasjonen er ugyldig eller har utløpt'. */
  lookup: (token: string) =>
    apiRequest<InvitationLookupResult>('GET', `/api/Invitations/lookup/${encodeURIComponent(token)}`, {
      fallbackMessage: apiErrors.invitationInvalid,
      auth: false,
    }),
  /** Admin: the organisation's invitations. Spec section 7: a non-list response counts as empty. */
  organization: async (organizationId: string, signal?: AbortSignal) => {
    const body = await apiRequest<unknown>(
      'GET',
      `/api/UserInvitations/organization/${encodeURIComponent(organizationId)}`,
      { fallbackMessage: errors.fetch, signal },
    );
    return Array.isArray(body) ? (body as Invitation[]) : [];
  },
  /** Admin: 403/409 with the Starter limit or duplicate message from the server. */
  create: (body: CreateUserInvitationBody) =>
    apiRequest<Invitation>('POST', '/api/UserInvitations', { body, fallbackMessage: errors.send }),
  resend: (id: string) =>
    apiRequest<Invitation | undefined>('POST', `${path(id)}/resend`, { fallbackMessage: errors.resend }),
  cancel: (id: string) =>
    apiRequest<Invitation | undefined>('POST', `${path(id)}/cancel`, { fallbackMessage: errors.cancel }),
};

export const invitationKeys = {
  mine: ['invitations', 'mine'] as const,
  lookup: (token: string) => ['invitations', 'lookup', token] as const,
  organization: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'invitations'] as const,
};

export const invitationQueries = {
  mine: () => queryOptions({ queryKey: invitationKeys.mine, queryFn: invitationsApi.mine }),
  /** Public: the pending invitation behind a sign-up link. */
  lookup: (token: string) =>
    queryOptions({ queryKey: invitationKeys.lookup(token), queryFn: () => invitationsApi.lookup(token) }),
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: invitationKeys.organization(organizationId),
      queryFn: ({ signal }) => invitationsApi.organization(organizationId, signal),
    }),
};

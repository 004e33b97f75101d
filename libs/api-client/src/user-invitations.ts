import type { CreateUserInvitationBody, Invitation } from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const errors = apiErrors.invitations;
const path = (id: string) => `/api/UserInvitations/${encodeURIComponent(id)}`;

/** The admin side of invitations (the invitee side is invitationsApi). */
export const userInvitationsApi = {
  organization: async (organizationId: string, signal?: AbortSignal) => {
    const body = await apiRequest<unknown>(
      'GET',
      `/api/UserInvitations/organization/${encodeURIComponent(organizationId)}`,
      { fallbackMessage: errors.fetch, signal },
    );
    return Array.isArray(body) ? (body as Invitation[]) : [];
  },
  /** 403/409 with the Starter limit or duplicate message from the server. */
  create: (body: CreateUserInvitationBody) =>
    apiRequest<Invitation>('POST', '/api/UserInvitations', { body, fallbackMessage: errors.send }),
  resend: (id: string) =>
    apiRequest<Invitation | undefined>('POST', `${path(id)}/resend`, { fallbackMessage: errors.resend }),
  cancel: (id: string) =>
    apiRequest<Invitation | undefined>('POST', `${path(id)}/cancel`, { fallbackMessage: errors.cancel }),
};

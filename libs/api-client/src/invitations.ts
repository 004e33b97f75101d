import type { Invitation, InvitationLookup } from '@ferieplan/contracts';
import { apiErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

/** The public lookup also returns the invitation id, which accepting needs. */
export type InvitationLookupResult = InvitationLookup & { id: string };

/** What accepting returns: at least the organisation the user joined. */
export interface AcceptedInvitation {
  organizationId?: string;
  [key: string]: unknown;
}

const errors = apiErrors.invitations;

export const invitationsApi = {
  /** The signed-in user's invitations (matched by e-mail). */
  mine: () => apiRequest<Invitation[]>('GET', '/api/UserInvitations/mine', { fallbackMessage: errors.fetch }),
  /** `token`: the one from the invitation mail, proof of the mailbox when the address is not verified. */
  accept: (id: string, token?: string) =>
    apiRequest<AcceptedInvitation | undefined>('POST', `/api/UserInvitations/${encodeURIComponent(id)}/accept`, {
      fallbackMessage: errors.accept,
      ...(token ? { body: { token } } : {}),
    }),
  /** Public: a valid pending invitation by token, else ApiError 404 'Invitasjonen er ugyldig eller har utløpt'. */
  lookup: (token: string) =>
    apiRequest<InvitationLookupResult>('GET', `/api/Invitations/lookup/${encodeURIComponent(token)}`, {
      fallbackMessage: apiErrors.invitationInvalid,
      auth: false,
    }),
};

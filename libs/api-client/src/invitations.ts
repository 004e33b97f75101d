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

const accept = (id: string, body?: { token: string }) =>
  apiRequest<AcceptedInvitation | undefined>(
    'POST',
    `/api/UserInvitations/${encodeURIComponent(id)}/accept`,
    {
      fallbackMessage: errors.accept,
      ...(body ? { body } : {}),
    },
  );

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
};

import {
  createAccount,
  firebaseErrorCode,
  getIdToken,
  signInWithEmail,
  updateDisplayName,
} from '@ferieplan/auth-store';
import { invitationsApi, type InvitationLookupResult } from '@ferieplan/api-client';

/**
 * Invitation mode of /opprett-konto: create the account (or sign in, when the invitee already has one
 * with this password), set the name, take a fresh token carrying it, accept the invitation with the
 * token from the mailed link (it proves the mailbox: a new account's address is not verified yet).
 * Returns the id of the organisation joined.
 */
export async function completeInvitation(
  invitation: InvitationLookupResult,
  invitationToken: string,
  name: string,
  password: string,
): Promise<string> {
  try {
    await createAccount(invitation.email, password);
  } catch (error) {
    if (firebaseErrorCode(error) !== 'email-already-in-use') throw error;
    await signInWithEmail(invitation.email, password).catch(() => {
      throw error;
    });
  }
  await updateDisplayName(name.trim());
  await getIdToken(true);
  const membership = await invitationsApi.acceptWithMailedToken(invitation.id, invitationToken);
  return membership.organizationId;
}

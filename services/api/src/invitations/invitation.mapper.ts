import type { Invitation as InvitationDto, InvitationStatus } from '@ferieplan/contracts';
import type { Invitation } from './invitation.js';

/** Pending and past its expiry -> Expired (never stored). */
export function effectiveStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.status === 'Accepted') return 'Accepted';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'Expired' : 'Pending';
}

export const toInvitationDto = (invitation: Invitation, organizationName: string): InvitationDto => ({
  id: invitation.id,
  email: invitation.email,
  organizationName,
  organizationId: invitation.organizationId,
  status: effectiveStatus(invitation),
  isAdmin: invitation.isAdmin,
  expiresAt: invitation.expiresAt.toISOString(),
});

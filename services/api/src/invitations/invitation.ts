/** Stored status; 'Expired' is never stored but computed from expiresAt. */
type StoredInvitationStatus = 'Pending' | 'Accepted' | 'Cancelled';

/** An invitation row. */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  /** SHA-256 (hex) of the token that was mailed. */
  tokenHash: string;
  isAdmin: boolean;
  status: StoredInvitationStatus;
  expiresAt: Date;
}

export type NewInvitation = Omit<Invitation, 'id' | 'status'> & { invitedByUid: string };

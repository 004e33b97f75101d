import type { BadgeTone } from '@ferieplan/ui';
import { organizations } from '@ferieplan/texts';

export interface InvitationView {
  label: string;
  tone: BadgeTone;
  /** Pending invitations get the 'Aksepter invitasjon' button; the others a note. */
  canAccept: boolean;
  note: string | null;
}

/** Spec section 2: Pending, Accepted, and anything else shown as expired. */
export function invitationView(status: string): InvitationView {
  switch (status.toLowerCase()) {
    case 'pending':
      return { label: organizations.statusPending, tone: 'warning', canAccept: true, note: null };
    case 'accepted':
      return {
        label: organizations.statusAccepted,
        tone: 'success',
        canAccept: false,
        note: organizations.alreadyMember,
      };
    default:
      return {
        label: organizations.statusExpired,
        tone: 'neutral',
        canAccept: false,
        note: organizations.invitationExpired,
      };
  }
}

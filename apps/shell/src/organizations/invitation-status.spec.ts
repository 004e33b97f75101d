import { describe, expect, it } from 'vitest';
import { invitationView } from './invitation-status.js';

describe('invitationView', () => {
  it('offers accepting a pending invitation', () => {
    expect(invitationView('Pending')).toMatchObject({ label: 'Venter på aksept', canAccept: true });
  });
  it('shows accepted invitations as already a member', () => {
    expect(invitationView('Accepted')).toMatchObject({
      label: 'Akseptert',
      note: 'Allerede medlem',
      canAccept: false,
    });
  });
  it('shows every other status as expired', () => {
    for (const status of ['Expired', 'Cancelled', 'whatever']) {
      expect(invitationView(status)).toMatchObject({
        label: 'Utløpt',
        note: 'Invitasjon utløpt',
        canAccept: false,
      });
    }
  });
});

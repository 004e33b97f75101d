import type { AbsenceViewer } from '@ferieplan/vacation-rules';
import { apiKeyOrganization } from '../observability/request-context.js';
import type { Membership } from '../users/membership.js';

/**
 * Who looks at other people's absences (issue 25): the signed-in person, with their admin right. An API
 * key acts for its creator but feeds another system, so it never counts as an admin for sick kinds.
 */
export const absenceViewerOf = (membership: Membership): AbsenceViewer => ({
  membershipId: membership.id,
  isAdmin: membership.isAdmin && apiKeyOrganization() === undefined,
});

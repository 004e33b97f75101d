import { STARTER_MAX_USERS } from '@ferieplan/contracts';
import { isProPlan } from '@ferieplan/vacation-rules';

/** Starter: employees plus pending invitations must stay below 2 before another invitation. */
export function starterLimitReached(
  plan: string | null | undefined,
  employees: number,
  pendingInvitations: number,
): boolean {
  return !isProPlan(plan) && employees + pendingInvitations >= STARTER_MAX_USERS;
}

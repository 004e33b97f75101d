import { STARTER_MAX_USERS } from '@ferieplan/contracts';

/** Plans compare case-insensitively (spec section 3). */
export function isProPlan(plan: string | null | undefined): boolean {
  return (plan ?? '').toLowerCase() === 'pro';
}

/** Starter: employees plus pending invitations must stay below 2 before another invitation. */
export function starterLimitReached(
  plan: string | null | undefined,
  employees: number,
  pendingInvitations: number,
): boolean {
  return !isProPlan(plan) && employees + pendingInvitations >= STARTER_MAX_USERS;
}

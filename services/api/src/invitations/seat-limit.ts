import { STARTER_MAX_USERS } from '@ferieplan/contracts';
import { isProPlan } from '@ferieplan/vacation-rules';

/**
 * Starter plan: members + pending (unexpired) invitations must be below STARTER_MAX_USERS before a
 * new invitation; Pro is unlimited. `used` must be counted inside the transaction that holds the
 * organisation row lock, so parallel requests and API instances queue up behind it.
 */
export const hasFreeSeat = (plan: string, used: number): boolean =>
  isProPlan(plan) || used < STARTER_MAX_USERS;

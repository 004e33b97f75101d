/**
 * Advanced holiday planning (hovedferie, minimum staffing, calendar feeds) is part of Pro. Plans are
 * compared case-insensitively (spec section 3). Entitlements, transfers and balances are on every
 * plan: a balance must be right whatever the organisation pays.
 */
export function hasAdvancedPlanning(plan: string | null | undefined): boolean {
  return (plan ?? '').toLowerCase() === 'pro';
}

/** Statistics, reports and exports are part of Pro ("statistikk og rapporter" on the pricing page). */
export function hasReports(plan: string | null | undefined): boolean {
  return (plan ?? '').toLowerCase() === 'pro';
}

/**
 * Organisation API keys (issue 27) are part of Pro: the integrations they serve (payroll, HR) belong to
 * organisations far beyond Starter's two users. A key stops working if the plan is no longer Pro.
 */
export function hasApiKeys(plan: string | null | undefined): boolean {
  return (plan ?? '').toLowerCase() === 'pro';
}

/** Webhooks (issue 27) are part of Pro, like the other integrations with payroll and HR systems. */
export function hasWebhooks(plan: string | null | undefined): boolean {
  return (plan ?? '').toLowerCase() === 'pro';
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's window: a request signed longer ago than this (or ahead of our clock) is refused. */
const SLACK_TOLERANCE_SECONDS = 5 * 60;

/** `v0=` + HMAC-SHA256 of `v0:<timestamp>:<raw body>` with the app's signing secret. */
export const slackSignature = (secret: string, timestamp: string, body: string): string =>
  `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;

export type SlackSignatureProblem = 'missing' | 'stale' | 'forged';

/** Why a request is not Slack's, or null: https://api.slack.com/authentication/verifying-requests-from-slack */
export function slackSignatureProblem(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  now = Date.now(),
): SlackSignatureProblem | null {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  if (Math.abs(now / 1000 - Number(timestamp)) > SLACK_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(slackSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'forged';
}

import type { ChatConfig } from '../config/chat-config.js';

/** Where Teams Workflows and incoming webhooks live (a pasted URL must be on one of these). */
const MICROSOFT_SUFFIXES = ['.webhook.office.com', '.logic.azure.com', '.powerplatform.com'];

export type TeamsUrlProblem = 'invalid' | 'host';

/**
 * What is wrong with a pasted Teams URL, or null: https on a Microsoft host, no credentials; or a host
 * of TEAMS_EXTRA_HOSTS (the local fake, outside production), over http too.
 */
export function teamsUrlProblem(
  raw: string,
  config: Pick<ChatConfig, 'teamsExtraHosts'>,
): TeamsUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return 'invalid';
  if (config.teamsExtraHosts.includes(url.host.toLowerCase())) return null;
  if (url.protocol !== 'https:') return 'invalid';
  const host = url.hostname.toLowerCase();
  return MICROSOFT_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
    ? null
    : 'host';
}

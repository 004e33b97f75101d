import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Slack and /api/MicrosoftTeams (issue 29): admins of a Pro organisation.
// The matrix app has neither Slack credentials nor SECRETS_KEY: a Pro admin who is let in is then told
// what is missing (503, or 404 for a connection that does not exist), a Starter admin that it is Pro.
const orgUrl =
  (prefix: string, suffix = '') =>
  (ctx: { org: { id: string } }) => ({
    url: `${prefix}/organization/${ctx.org.id}${suffix}`,
  });
const proAdmin = { plan: 'pro' as const, starter: { admin: 403 } };

const entries: RouteAuthz[] = [
  route('GET', '/api/Slack/organization/:organizationId', 'admin', 200, { plan: 'pro' }),
  route('POST', '/api/Slack/organization/:organizationId/install', 'admin', 503, {
    ...proAdmin,
    request: orgUrl('/api/Slack', '/install'),
  }),
  route('GET', '/api/Slack/organization/:organizationId/channels', 'admin', 404, {
    ...proAdmin,
    request: orgUrl('/api/Slack', '/channels'),
  }),
  route('PUT', '/api/Slack/organization/:organizationId/channel', 'admin', 404, {
    ...proAdmin,
    request: (ctx) => ({ ...orgUrl('/api/Slack', '/channel')(ctx), payload: { channelId: 'C0FERIE' } }),
  }),
  route('DELETE', '/api/Slack/organization/:organizationId', 'admin', 404, proAdmin),
  // Slack's side: the browser back from the install (a signed state, else 'failed'), and Slack's own
  // signed requests (refused without a valid signature, whoever sends them).
  route('GET', '/api/Slack/oauth/callback', 'public', 302),
  route('POST', '/api/Slack/interactions', 'public', 401),
  route('POST', '/api/Slack/commands', 'public', 401),
  route('GET', '/api/MicrosoftTeams/organization/:organizationId', 'admin', 200, { plan: 'pro' }),
  route('PUT', '/api/MicrosoftTeams/organization/:organizationId', 'admin', 503, {
    ...proAdmin,
    request: (ctx) => ({
      ...orgUrl('/api/MicrosoftTeams')(ctx),
      payload: { url: 'https://firma.webhook.office.com/webhookb2/x' },
    }),
  }),
  route('DELETE', '/api/MicrosoftTeams/organization/:organizationId', 'admin', 404, proAdmin),
];

export default entries;

import { ConfigurationError } from './configuration-error.js';
import type { EnvReader } from './env-reader.js';

/** The Slack app (issue 29). Null: Slack is not set up here, and connecting it is refused. */
export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  /** Verifies Slack's requests (v0 HMAC-SHA256). */
  signingSecret: string;
  /** The Web API's base, https://slack.com/api (or the local fake, tools/slack-fake). */
  apiUrl: string;
  /** Where the admin's browser installs the app: https://slack.com/oauth/v2/authorize. */
  authorizeUrl: string;
}

/** Slack and Microsoft Teams (issue 29). */
export interface ChatConfig {
  /** AES-256-GCM key for the bot token and the Teams URL at rest; null: the integrations are off. */
  secretsKey: Buffer | null;
  slack: SlackConfig | null;
  /** Host names (with port) a Teams URL may have besides Microsoft's (the local fake; never in production). */
  teamsExtraHosts: string[];
}

/** SECRETS_KEY: 32 bytes, as 64 hex digits or base64. Required in production (no default there). */
function secretsKey(read: EnvReader, production: boolean): Buffer | null {
  const value = read.text('SECRETS_KEY');
  if (value === undefined) {
    if (production)
      throw new ConfigurationError(
        'SECRETS_KEY mangler: i produksjon krypteres Slack- og Teams-hemmeligheter med en nøkkel fra miljøet (32 byte, 64 heks-sifre), så API-et starter ikke.',
      );
    return null;
  }
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    read.refuse('SECRETS_KEY', '32 byte som 64 heks-sifre eller base64', { secret: true });
  return key;
}

/** SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_SIGNING_SECRET: all three or none. */
function slack(read: EnvReader, production: boolean): SlackConfig | null {
  const clientId = read.text('SLACK_CLIENT_ID');
  const clientSecret = read.text('SLACK_CLIENT_SECRET');
  const signingSecret = read.text('SLACK_SIGNING_SECRET');
  const given = [clientId, clientSecret, signingSecret].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (given !== 3)
    throw new ConfigurationError(
      'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET og SLACK_SIGNING_SECRET må settes sammen (alle tre eller ingen).',
    );
  const protocols = production ? ['https'] : ['http', 'https'];
  return {
    clientId: clientId!,
    clientSecret: clientSecret!,
    signingSecret: signingSecret!,
    apiUrl: (read.url('SLACK_API_URL', protocols) ?? 'https://slack.com/api').replace(/\/+$/, ''),
    authorizeUrl: read.url('SLACK_AUTHORIZE_URL', protocols) ?? 'https://slack.com/oauth/v2/authorize',
  };
}

export function chatConfig(read: EnvReader, production: boolean): ChatConfig {
  const extra = (read.text('TEAMS_EXTRA_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (production && extra.length > 0)
    throw new ConfigurationError('TEAMS_EXTRA_HOSTS er bare for utvikling og tester, ikke i produksjon.');
  return { secretsKey: secretsKey(read, production), slack: slack(read, production), teamsExtraHosts: extra };
}

import { ConfigurationError } from '../config/configuration-error.js';

/** E-mail settings, read once from the environment. */
export interface MailConfig {
  /** nodemailer SMTP URL (smtp://user:pass@host:port, smtps://...); null: mail stays in the outbox. */
  smtpUrl: string | null;
  /** The From header, e.g. `Ferieplan <noreply@ferieplan.no>`. */
  from: string;
  /** Origin of the web app: every link in a mail starts with it. */
  appOrigin: string;
  /** Where the API is reached from outside: the List-Unsubscribe link points at it. */
  apiOrigin: string;
  /** Attempts per mail before it is given up (the dead-letter state 'Failed'). */
  maxAttempts: number;
  /** First retry delay in seconds; pg-boss doubles it on every further attempt. */
  retryDelaySeconds: number;
  /** How often an idle worker asks the queue for work. */
  pollingIntervalSeconds: number;
}

export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new ConfigurationError(`${name} må være et positivt tall (fikk "${value}").`);
  return parsed;
}

const trimSlash = (origin: string) => origin.replace(/\/+$/, '');

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigurationError('SMTP_URL må begynne med smtp:// eller smtps://.');
  }
  const appOrigin = trimSlash(env.APP_ORIGIN || 'http://localhost:4200');
  return {
    smtpUrl,
    from: env.MAIL_FROM || `Ferieplan <noreply@${new URL(appOrigin).hostname}>`,
    appOrigin,
    apiOrigin: trimSlash(env.API_BASE_URL || `http://localhost:${env.PORT || 3000}`),
    maxAttempts: Math.floor(positive(env, 'MAIL_MAX_ATTEMPTS', 8)),
    retryDelaySeconds: Math.ceil(positive(env, 'MAIL_RETRY_DELAY_SECONDS', 2)),
    pollingIntervalSeconds: Math.max(0.5, positive(env, 'MAIL_POLLING_INTERVAL_SECONDS', 1)),
  };
}

/** The domain of the From address: the right-hand side of every Message-ID. */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match ? match[1] : 'ferieplan.local';
}

import { isIP } from 'node:net';
import { ConfigurationError } from './configuration-error.js';
import type { EnvReader } from './env-reader.js';

/** Webhook deliveries (issue 27). */
export interface WebhookConfig {
  /**
   * Refuse endpoints whose address is private, loopback, link-local or otherwise internal (SSRF),
   * at registration and again for every resolved address at delivery. On in production.
   */
  refusePrivateAddresses: boolean;
  /** Only https, except http to localhost: true outside production. */
  allowLocalHttp: boolean;
  /** Hosts the operator lets through anyway: host names as written in the URL, IP addresses, CIDR ranges. */
  allowedHosts: string[];
  /** First retry delay in seconds; pg-boss doubles it on every further attempt, for 24 hours. */
  retryDelaySeconds: number;
  /** How often an idle worker asks the queue for work. */
  pollingIntervalSeconds: number;
  /** The most one attempt may take: connecting, sending and the answer's status line. */
  timeoutMs: number;
}

/** WEBHOOK_* settings; the SSRF guard can be switched off only outside production. */
export function webhookConfig(read: EnvReader, production: boolean): WebhookConfig {
  const guard = read.choice('WEBHOOK_SSRF_GUARD', ['on', 'off'], production ? 'on' : 'off');
  if (production && guard === 'off') {
    throw new ConfigurationError(
      'WEBHOOK_SSRF_GUARD=off er ikke tillatt i produksjon: list vertene som skal slippes gjennom i WEBHOOK_ALLOWED_HOSTS i stedet.',
    );
  }
  return {
    refusePrivateAddresses: guard === 'on',
    allowLocalHttp: !production,
    allowedHosts: allowedHosts(read),
    retryDelaySeconds: read.integer('WEBHOOK_RETRY_DELAY_SECONDS', 30, { min: 1 }),
    pollingIntervalSeconds: read.decimal('WEBHOOK_POLLING_INTERVAL_SECONDS', 2, { min: 0.5 }),
    timeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 10_000, { min: 100, max: 60_000 }),
  };
}

/** Comma-separated host names, IP addresses or CIDR ranges (lonn.intern, 10.1.2.3, 10.0.0.0/8). */
function allowedHosts(read: EnvReader): string[] {
  const entries = (read.text('WEBHOOK_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const hostName = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(entry) && isIP(entry) === 0;
    const range =
      isIP(address) !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 6 ? 128 : 32)));
    if (!hostName && !range)
      read.refuse(
        'WEBHOOK_ALLOWED_HOSTS',
        'kommaseparerte vertsnavn, IP-adresser eller CIDR-områder, f.eks. lonn.intern,10.0.0.0/8',
      );
  }
  return entries;
}

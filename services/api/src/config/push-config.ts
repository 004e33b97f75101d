import { ConfigurationError } from './configuration-error.js';
import type { EnvReader } from './env-reader.js';

/** Web Push (issue 29): the VAPID key pair that signs every push and the contact push services see. */
export interface PushConfig {
  /** Uncompressed P-256 public key, base64url (65 bytes): the browser subscribes with it. */
  publicKey: string;
  /** The private key, base64url (32 bytes). */
  privateKey: string;
  /** `mailto:` or `https:` contact in the VAPID claim. */
  subject: string;
  /** The most one delivery attempt may take. */
  timeoutMs: number;
  /** First retry delay in seconds; pg-boss doubles it on every further attempt. */
  retryDelaySeconds: number;
  pollingIntervalSeconds: number;
}

/**
 * A key pair generated once with web-push's generateVAPIDKeys() for `npm start` and the tests only:
 * it is public, so anyone could sign pushes with it. With NODE_ENV=production and no keys of its own,
 * push is off (the app offers no toggle); a fixed pair (not one per start) keeps a dev device's subscription valid across restarts.
 */
const DEV_KEYS = {
  publicKey: 'BIqRGG_8IvCMR4Ydsc_Dw8vXqSpz03KXeYXFqlxVQ_6B6A8vKxLAzy8cWQOkaklGiVWOf-SePqx202jjyLMKL48',
  privateKey: '0ESQjk2H4xRwQjLlcAR6bDc0uPdK6dv9wD9DLdmFptU',
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null);

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), VAPID_SUBJECT, PUSH_* tuning. */
export function pushConfig(read: EnvReader, production: boolean): PushConfig | null {
  const publicKey = read.text('VAPID_PUBLIC_KEY');
  const privateKey = read.text('VAPID_PRIVATE_KEY');
  if (!publicKey !== !privateKey)
    throw new ConfigurationError(
      'VAPID_PUBLIC_KEY og VAPID_PRIVATE_KEY må settes sammen (npx web-push generate-vapid-keys).',
    );
  // Production never signs with the published dev pair: without keys of its own, push is off.
  if (!publicKey && production) return null;
  const keys = publicKey && privateKey ? { publicKey, privateKey } : DEV_KEYS;
  const point = bytesOf(keys.publicKey);
  if (!point || point.length !== 65 || point[0] !== 4)
    read.refuse('VAPID_PUBLIC_KEY', 'en ukomprimert P-256-nøkkel i base64url (65 byte)');
  if (bytesOf(keys.privateKey)?.length !== 32)
    read.refuse('VAPID_PRIVATE_KEY', 'en P-256-nøkkel i base64url (32 byte)', { secret: true });
  const subject = read.text('VAPID_SUBJECT') ?? 'mailto:drift@ferieplan.no';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    read.refuse('VAPID_SUBJECT', 'en mailto:- eller https:-adresse');
  return {
    ...keys,
    subject,
    timeoutMs: read.integer('PUSH_TIMEOUT_MS', 10_000, { min: 100, max: 60_000 }),
    retryDelaySeconds: read.integer('PUSH_RETRY_DELAY_SECONDS', 30, { min: 1 }),
    pollingIntervalSeconds: read.decimal('PUSH_POLLING_INTERVAL_SECONDS', 2, { min: 0.5 }),
  };
}

// Organisation API keys (issue 27): an integration (payroll, HR) reads and, with 'write', changes the
// organisation's data with `Authorization: Bearer fp_…` instead of a person's sign-in.
import type { IsoDate, IsoDateTime } from './entities.js';

/** 'read': GET routes only; 'write': also the changes the key's routes allow. */
export type ApiKeyScope = 'read' | 'write';

/** A key as the admin sees it in Innstillinger; the secret itself is never shown again. */
export interface ApiKey {
  id: string;
  organizationId: string;
  name: string;
  scope: ApiKeyScope;
  /** The first characters of the key (e.g. 'fp_3kF9aQ2x'): enough to recognise it, useless to use it. */
  prefix: string;
  /** The admin who made it (the key acts with their admin rights while they have them). */
  createdByName: string;
  createdAt: IsoDateTime;
  /** The key stops working at this moment (end of the chosen day, Norwegian time); null: never. */
  expiresAt: IsoDateTime | null;
  /** Last request made with the key, to the minute; null: never used. */
  lastUsedAt: IsoDateTime | null;
  /** Revoked keys stay listed, and never work again. */
  revokedAt: IsoDateTime | null;
}

/** The answer that creates a key: the only time the whole key is shown. */
export interface CreatedApiKey extends ApiKey {
  /** `fp_` + 43 URL-safe characters (256 random bits). */
  key: string;
}

/** POST /api/ApiKeys (admins of a Pro organisation). */
export interface CreateApiKeyBody {
  organizationId: string;
  name: string;
  scope: ApiKeyScope;
  /** Last day the key works (until midnight, Norwegian time); omitted or null: no expiry. */
  expiresOn?: IsoDate | null;
}

// Company sign-in (issue 26): an organisation claims its e-mail domain, proven by a DNS TXT record; then
// people with a verified address at that domain may join it with one click, if the admin allows it.
import type { IsoDateTime } from './entities.js';

/** A domain an organisation has claimed, as its admins see it (Innstillinger → E-postdomene). */
export interface OrganizationDomain {
  id: string;
  organizationId: string;
  /** Lower case, e.g. 'firma.no'. */
  domain: string;
  /** The TXT record to publish on the domain itself: `ferieplan-verification=<token>`. */
  verificationRecord: string;
  /** When the record was found; null until then. Only one organisation can hold a domain verified. */
  verifiedAt: IsoDateTime | null;
  /** People with a verified address at the domain may join on their own (needs verifiedAt). */
  joinEnabled: boolean;
}

/** POST /api/OrganizationDomains (admins). */
export interface ClaimDomainBody {
  organizationId: string;
  domain: string;
}

/** PUT /api/OrganizationDomains/:id (admins): 'join by domain' on or off. */
export interface UpdateDomainBody {
  joinEnabled: boolean;
}

/** An organisation the caller may join because of their verified e-mail domain. */
export interface JoinableOrganization {
  organizationId: string;
  organizationName: string;
  domain: string;
}

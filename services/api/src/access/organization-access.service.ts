import { Injectable } from '@nestjs/common';
import { server } from '@ferieplan/texts';
import { forbidden, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import { apiKeyOrganization, noteOrganization } from '../observability/request-context.js';
import type { Membership } from '../users/membership.js';
import { AccessRepository, type LockedOrganization } from './access.repository.js';

/**
 * Tenancy checks, all taking (uid, organizationId). Membership and admin rights come only from our
 * database, never from the token.
 * A non-member (or a malformed id) gets 'not found' so that other organisations' existence does not leak.
 * Inside a transaction pass it as `tx`, so the check reads through the transaction's
 * own connection (and locks) instead of taking a second connection from the pool.
 */
@Injectable()
export class OrganizationAccessService {
  constructor(private readonly repository: AccessRepository) {}

  async findMembership(uid: string, organizationId: string, tx?: Transaction): Promise<Membership | null> {
    if (!isUuid(organizationId)) return null;
    // An API key acts in its own organisation only, as a non-member everywhere else.
    const keyOrganization = apiKeyOrganization();
    if (keyOrganization !== undefined && keyOrganization !== organizationId) return null;
    const membership = await this.repository.findMembership(uid, organizationId, tx);
    // The request's log line names the organisation the caller acts in.
    if (membership) noteOrganization(organizationId);
    return membership;
  }

  async requireMember(uid: string, organizationId: string, tx?: Transaction): Promise<Membership> {
    const membership = await this.findMembership(uid, organizationId, tx);
    if (!membership) throw notFound(server.organizationNotFound);
    return membership;
  }

  async requireAdmin(uid: string, organizationId: string, tx?: Transaction): Promise<Membership> {
    const membership = await this.requireMember(uid, organizationId, tx);
    this.admitAdmin(membership.isAdmin);
    return membership;
  }

  /** A read only the organisation's admins may make: the check first, then `read`. */
  async adminRead<T>(uid: string, organizationId: string, read: () => Promise<T>): Promise<T> {
    await this.requireAdmin(uid, organizationId);
    return read();
  }

  /**
   * requireAdmin, then the plan: an admin whose plan lacks the feature is refused (403) with the
   * feature's own text (a Starter admin is told it is Pro).
   */
  async requirePlanAdmin(
    uid: string,
    organizationId: string,
    feature: { allows: (plan: string | null) => boolean; refusal: string },
    tx?: Transaction,
  ): Promise<Membership> {
    const admin = await this.requireAdmin(uid, organizationId, tx);
    if (!feature.allows(await this.repository.plan(organizationId, tx))) throw forbidden(feature.refusal);
    return admin;
  }

  /** The organisation's plan (null: no such organisation), for a check that is not an admin's. */
  planOf(organizationId: string, tx?: Transaction): Promise<string | null> {
    return this.repository.plan(organizationId, tx);
  }

  /**
   * requireAdmin's verdict on a caller's is_admin read by the caller's own statement (null: no
   * membership): not found for non-members, forbidden for members. The membership must have been read
   * in the same request, never cached.
   */
  admitAdmin(isAdmin: boolean | null): void {
    if (isAdmin === null) throw notFound(server.organizationNotFound);
    if (!isAdmin) throw forbidden(server.forbidden);
  }

  /** Locks the organisation row (see lockOrganization); null when it does not exist. */
  lockOrganization(organizationId: string, tx: Transaction): Promise<LockedOrganization | null> {
    return this.repository.lockOrganization(organizationId, tx);
  }

  /** The organisation row in shared mode: first lock of a change to member or request rows only. */
  shareOrganization(organizationId: string, tx: Transaction): Promise<void> {
    return this.repository.shareOrganization(organizationId, tx);
  }

  /** Locks one member's row: their own check-then-writes (overlapping requests) queue up behind it. */
  lockMembership(membershipId: string, tx: Transaction): Promise<void> {
    return this.repository.lockMembership(membershipId, tx);
  }
}

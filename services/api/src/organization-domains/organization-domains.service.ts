import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  type Employee,
  type JoinableOrganization,
  type OrganizationDomain,
} from '@ferieplan/contracts';
import { server, serverCore, serverDomains } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conflict, forbidden, invalidInput, notFound, upstreamFailed } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { isUuid } from '../common/uuid.js';
import { runInTransaction } from '../database/transaction.js';
import type { Transaction } from '../database/sql.js';
import { hasFreeSeat } from '../invitations/seat-limit.js';
import { balanceYears, MemberBalances } from '../planning/balances/yearly-balances.js';
import { toEmployee } from '../users/employee.mapper.js';
import { memberNameFor } from '../users/member-name.js';
import { UsersRepository } from '../users/users.repository.js';
import {
  emailDomain,
  hasRecord,
  isPublicMailDomain,
  normalizeDomain,
  verificationRecord,
} from './domain-name.js';
import { OrganizationDomainsRepository, type DomainRow } from './organization-domains.repository.js';
import { NO_RECORD_CODES, TxtResolver } from './txt-resolver.js';

/** Enough for an organisation with a few brands; a bound on what one admin can make us look up. */
const MAX_DOMAINS = 10;

const toDto = (row: DomainRow): OrganizationDomain => ({
  id: row.id,
  organizationId: row.organizationId,
  domain: row.domain,
  verificationRecord: verificationRecord(row.token),
  verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  joinEnabled: row.joinEnabled,
});

/**
 * Company sign-in (issue 26): admins claim and prove their e-mail domain; people with a verified address
 * there join with one click when the admin allows it. Open to every plan: the Starter seat limit holds
 * for joins as for invitations, so a small organisation gets the same convenience within its limit.
 */
@Injectable()
export class OrganizationDomainsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly domains: OrganizationDomainsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLog,
    private readonly resolver: TxtResolver,
  ) {}

  list(uid: string, organizationId: string): Promise<OrganizationDomain[]> {
    return this.access.adminRead(uid, organizationId, async () =>
      (await this.domains.list(organizationId)).map(toDto),
    );
  }

  /** Claims a domain (unproven): answers the TXT record to publish. */
  async claim(uid: string, organizationId: string, input: string): Promise<OrganizationDomain> {
    const domain = normalizeDomain(input);
    if (!domain) throw invalidInput(serverDomains.domainInvalid, { domain: [serverDomains.domainInvalid] });
    if (isPublicMailDomain(domain))
      throw invalidInput(serverDomains.publicDomain, { domain: [serverDomains.publicDomain] });
    try {
      return await runInTransaction(this.pool, async (tx) => {
        const admin = await this.access.requireAdmin(uid, organizationId, tx);
        // The organisation row lock serialises claims: the count cannot be raced past.
        if (!(await this.access.lockOrganization(organizationId, tx)))
          throw notFound(server.organizationNotFound);
        if ((await this.domains.count(organizationId, tx)) >= MAX_DOMAINS)
          throw conflict(serverDomains.tooMany);
        if (await this.domains.verifiedElsewhere(domain, organizationId, tx))
          throw conflict(serverDomains.takenByOther);
        const row = await this.domains.insert(
          organizationId,
          domain,
          randomBytes(18).toString('base64url'),
          tx,
        );
        await this.audit.record(
          {
            organizationId,
            kind: AuditKind.DomainClaimed,
            actor: admin.id,
            targetId: row.id,
            details: { domain },
          },
          tx,
        );
        return toDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_organization_domain')) throw conflict(serverDomains.alreadyClaimed);
      throw error;
    }
  }

  /** The domain row for an admin action, with the admin's membership. */
  private async forAdmin(uid: string, id: string, tx: Transaction) {
    if (!isUuid(id)) throw notFound(serverDomains.notFound);
    const row = await this.domains.findById(id, tx);
    if (!row) throw notFound(serverDomains.notFound);
    const admin = await this.access.requireAdmin(uid, row.organizationId, tx);
    return { admin, row };
  }

  /** Looks the TXT record up (outside any transaction: DNS may take seconds), then marks the domain proven. */
  async verify(uid: string, id: string): Promise<OrganizationDomain> {
    const { row } = await runInTransaction(this.pool, (tx) => this.forAdmin(uid, id, tx));
    if (row.verifiedAt) return toDto(row);
    const expected = verificationRecord(row.token);
    const records = await this.resolver.resolveTxt(row.domain).catch((error: { code?: string }) => {
      if (error?.code && NO_RECORD_CODES.has(error.code)) return [];
      throw upstreamFailed(serverDomains.dnsFailed);
    });
    if (!hasRecord(records, expected)) throw conflict(serverDomains.recordMissing(expected));
    try {
      return await runInTransaction(this.pool, async (tx) => {
        const { admin, row: current } = await this.forAdmin(uid, id, tx);
        if (current.verifiedAt) return toDto(current);
        if (await this.domains.verifiedElsewhere(current.domain, current.organizationId, tx))
          throw conflict(serverDomains.takenByOther);
        const verified = await this.domains.markVerified(current.id, tx);
        await this.audit.record(
          {
            organizationId: current.organizationId,
            kind: AuditKind.DomainVerified,
            actor: admin.id,
            targetId: current.id,
            details: { domain: current.domain },
          },
          tx,
        );
        return toDto(verified);
      });
    } catch (error) {
      // Two organisations verifying at once: the partial unique index lets one win.
      if (isUniqueViolation(error, 'uq_organization_domain_verified'))
        throw conflict(serverDomains.takenByOther);
      throw error;
    }
  }

  async setJoinEnabled(uid: string, id: string, joinEnabled: boolean): Promise<OrganizationDomain> {
    return runInTransaction(this.pool, async (tx) => {
      const { admin, row } = await this.forAdmin(uid, id, tx);
      if (joinEnabled && !row.verifiedAt) throw conflict(serverDomains.joinNeedsVerified);
      if (row.joinEnabled === joinEnabled) return toDto(row);
      const updated = await this.domains.setJoinEnabled(id, joinEnabled, tx);
      await this.audit.record(
        {
          organizationId: row.organizationId,
          kind: AuditKind.DomainJoinChanged,
          actor: admin.id,
          targetId: id,
          details: { domain: row.domain, joinEnabled },
        },
        tx,
      );
      return toDto(updated);
    });
  }

  async remove(uid: string, id: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const { admin, row } = await this.forAdmin(uid, id, tx);
      await this.domains.remove(id, tx);
      await this.audit.record(
        {
          organizationId: row.organizationId,
          kind: AuditKind.DomainRemoved,
          actor: admin.id,
          targetId: id,
          details: { domain: row.domain },
        },
        tx,
      );
    });
  }

  /** The caller's verified e-mail domain, or null: an unconfirmed address proves nothing. */
  private provenDomain(user: AuthUser): string | null {
    return user.emailVerified ? emailDomain(user.email) : null;
  }

  /** Organisations the caller may join by their verified e-mail domain ('Organisasjoner du er invitert til'). */
  async joinable(user: AuthUser): Promise<JoinableOrganization[]> {
    const domain = this.provenDomain(user);
    return domain ? this.domains.joinableFor(domain, user.uid) : [];
  }

  /** One click: the caller becomes a member (not admin), under the organisation lock for the Starter limit. */
  async join(user: AuthUser, organizationId: string): Promise<Employee> {
    if (!user.emailVerified) throw forbidden(serverDomains.emailUnverified);
    const domain = this.provenDomain(user);
    if (!domain || !isUuid(organizationId)) throw notFound(serverDomains.notJoinable);
    return runInTransaction(this.pool, async (tx) => {
      const org = await this.access.lockOrganization(organizationId, tx);
      if (!org) throw notFound(serverDomains.notJoinable);
      if (await this.access.findMembership(user.uid, organizationId, tx))
        throw conflict(serverCore.alreadyMember);
      const [open] = await this.domains.joinableFor(domain, user.uid, organizationId, tx);
      if (!open) throw notFound(serverDomains.notJoinable);
      const email = user.email!;
      if (!hasFreeSeat(org.plan, await this.domains.seatsUsed(organizationId, email, tx)))
        throw forbidden(server.starterLimit);
      const membership = await this.users.insert(
        { organizationId, uid: user.uid, name: memberNameFor(user), email, isAdmin: false },
        tx,
      );
      await this.domains.acceptInvitationsTo(organizationId, email, tx);
      await this.audit.record(
        {
          organizationId,
          kind: AuditKind.DomainMemberJoined,
          actor: membership.id,
          subject: membership.id,
          details: { domain },
        },
        tx,
      );
      return toEmployee(membership, MemberBalances.none(), balanceYears());
    });
  }
}

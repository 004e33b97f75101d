import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  INVITATION_TOKEN_PATTERN,
  type Employee,
  type Invitation as InvitationDto,
} from '@ferieplan/contracts';
import { server, serverCore } from '@ferieplan/texts';
import type { LockedOrganization } from '../access/access.repository.js';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conflict, forbidden, gone, notFound } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import type { Membership } from '../users/membership.js';
import { toEmployee } from '../users/employee.mapper.js';
import { memberNameFor } from '../users/member-name.js';
import { UsersRepository } from '../users/users.repository.js';
import { balanceYears, MemberBalances } from '../planning/balances/yearly-balances.js';
import type { CreateUserInvitationDto } from './dto/create-user-invitation.dto.js';
import type { Invitation } from './invitation.js';
import { effectiveStatus, toInvitationDto } from './invitation.mapper.js';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token.js';
import { invitationMail } from '../mail/mail-templates.js';
import { Outbox } from '../mail/outbox.js';
import { OutboxRepository } from '../mail/outbox.repository.js';
import { InvitationsRepository } from './invitations.repository.js';
import { hasFreeSeat } from './seat-limit.js';
import { runInTransaction } from '../database/transaction.js';
import { ImportRepository } from '../employee-import/import.repository.js';

@Injectable()
export class InvitationsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
    private readonly outboxRows: OutboxRepository,
    private readonly imported: ImportRepository,
  ) {}

  /** The invitation e-mail, written with the transaction that made or renewed the token. */
  private mailInvitation(
    invitation: Invitation,
    organizationName: string,
    token: string,
    tx: Transaction,
  ): Promise<void> {
    return this.outbox.send(
      {
        kind: 'invitation',
        to: invitation.email,
        organizationId: invitation.organizationId,
        invitationId: invitation.id,
        content: invitationMail({
          appOrigin: this.outbox.appOrigin,
          organizationName,
          token,
          isAdmin: invitation.isAdmin,
          expiresAt: invitation.expiresAt,
        }),
      },
      tx,
    );
  }

  /** Admin list: waiting invitations (Pending or Expired); accepted and cancelled ones leave the list. */
  async listForOrganization(uid: string, organizationId: string): Promise<InvitationDto[]> {
    await this.access.requireAdmin(uid, organizationId);
    const rows = await this.invitations.listPending(organizationId);
    const mail = await this.outboxRows.latestStatusByInvitation(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...toInvitationDto(row, row.organizationName),
      mailStatus: mail.get(row.id) ?? null,
    }));
  }

  /** Invitations to the caller's e-mail (case-insensitive), cancelled ones excluded. */
  async mine(user: AuthUser): Promise<InvitationDto[]> {
    if (!user.email) return [];
    const rows = await this.invitations.listForEmail(user.email);
    return rows.map((row) => toInvitationDto(row, row.organizationName));
  }

  /** Starter: a free seat is needed (members + waiting invitations), counted under the organisation lock. */
  private async assertSeatAvailable(
    org: LockedOrganization,
    excludeInvitationId: string | null,
    tx: Transaction,
  ): Promise<void> {
    const used = await this.invitations.seatsUsed(org.id, excludeInvitationId, tx);
    if (!hasFreeSeat(org.plan, used)) throw forbidden(server.starterLimit);
  }

  /**
   * Creates an invitation. Checked and written in ONE transaction holding the organisation row lock,
   * so the Starter limit holds under parallel requests and several API instances.
   */
  async create(
    uid: string,
    body: CreateUserInvitationDto,
    token: string = newInvitationToken(),
  ): Promise<InvitationDto> {
    try {
      const created = await runInTransaction(this.pool, async (tx) => {
        const admin = await this.access.requireAdmin(uid, body.organizationId, tx);
        const org = await this.access.lockOrganization(body.organizationId, tx);
        if (!org) throw notFound(server.organizationNotFound);
        const email = body.email.trim();
        if (await this.users.existsWithEmail(org.id, email, tx)) throw conflict(serverCore.alreadyMember);
        const waiting = await this.invitations.findPendingForEmail(org.id, email, tx);
        if (waiting && effectiveStatus(waiting) === 'Pending')
          throw conflict(serverCore.invitationPendingExists);
        // An expired one for the same address is replaced (resend would renew it instead).
        if (waiting) await this.invitations.cancel(waiting.id, tx);
        await this.assertSeatAvailable(org, null, tx);
        const invitation = await this.invitations.insert(
          {
            organizationId: org.id,
            email,
            tokenHash: hashInvitationToken(token),
            isAdmin: body.isAdmin ?? false,
            expiresAt: invitationExpiry(),
            invitedByUid: uid,
          },
          tx,
        );
        await this.mailInvitation(invitation, org.name, token, tx);
        await this.audit.record(
          {
            organizationId: org.id,
            kind: AuditKind.InvitationSent,
            actor: admin.id,
            subjectEmail: email,
            targetId: invitation.id,
            details: { isAdmin: invitation.isAdmin, expiresAt: invitation.expiresAt.toISOString() },
          },
          tx,
        );
        return toInvitationDto(invitation, org.name);
      });
      this.outbox.wake();
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'uq_invitation_pending_email'))
        throw conflict(serverCore.invitationPendingExists);
      if (isUniqueViolation(error, 'uq_invitation_token')) throw conflict(serverCore.invitationTokenInvalid);
      throw error;
    }
  }

  /** Loads an invitation for an admin action, with the organisation locked. */
  private async forAdmin(
    uid: string,
    id: string,
    tx: Transaction,
  ): Promise<{ admin: Membership; org: LockedOrganization; invitation: Invitation }> {
    if (!isUuid(id)) throw notFound(serverCore.invitationNotFound);
    const found = await this.invitations.findById(id, tx);
    if (!found || found.status === 'Cancelled') throw notFound(serverCore.invitationNotFound);
    const admin = await this.access.requireAdmin(uid, found.organizationId, tx);
    const org = await this.access.lockOrganization(found.organizationId, tx);
    // Lock order (database/transaction.ts): organisation, then the invitation. Acceptance locks the
    // invitation too, so a cancel or resend and an acceptance of one invitation cannot both win.
    const invitation = await this.invitations.lockById(id, tx);
    if (!org || !invitation || invitation.status === 'Cancelled')
      throw notFound(serverCore.invitationNotFound);
    if (invitation.status !== 'Pending') throw conflict(serverCore.invitationNotPending);
    return { admin, org, invitation };
  }

  /**
   * New token and expiry (now + 7 days), and a new mail; the old link stops working and an old mail not
   * sent yet is not sent. Reviving an expired one needs a free seat on Starter.
   */
  async resend(uid: string, id: string): Promise<InvitationDto> {
    const resent = await runInTransaction(this.pool, async (tx) => {
      const { admin, org, invitation } = await this.forAdmin(uid, id, tx);
      if (effectiveStatus(invitation) === 'Expired') await this.assertSeatAvailable(org, invitation.id, tx);
      const token = newInvitationToken();
      const renewed: Invitation = {
        ...invitation,
        tokenHash: hashInvitationToken(token),
        expiresAt: invitationExpiry(),
      };
      await this.invitations.renew(renewed.id, renewed.tokenHash, renewed.expiresAt, tx);
      await this.outbox.supersedeInvitationMails(invitation.id, tx);
      await this.mailInvitation(renewed, org.name, token, tx);
      await this.audit.record(
        {
          organizationId: org.id,
          kind: AuditKind.InvitationResent,
          actor: admin.id,
          subjectEmail: invitation.email,
          targetId: invitation.id,
          details: { expiresAt: renewed.expiresAt.toISOString() },
        },
        tx,
      );
      return { ...toInvitationDto(renewed, org.name), mailStatus: 'Pending' as const };
    });
    this.outbox.wake();
    return resent;
  }

  async cancel(uid: string, id: string): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const { admin, invitation } = await this.forAdmin(uid, id, tx);
      await this.invitations.cancel(invitation.id, tx);
      await this.outbox.supersedeInvitationMails(invitation.id, tx);
      await this.audit.record(
        {
          organizationId: invitation.organizationId,
          kind: AuditKind.InvitationCancelled,
          actor: admin.id,
          subjectEmail: invitation.email,
          targetId: invitation.id,
          details: {},
        },
        tx,
      );
    });
  }

  /**
   * Only the invitee (Firebase e-mail, case-insensitive), once, before expiry: becomes a member. The
   * person must prove they own the mailbox: a verified e-mail address, or the token from the mail.
   */
  async accept(user: AuthUser, id: string, token?: string): Promise<Employee> {
    return runInTransaction(this.pool, async (tx) => {
      if (!isUuid(id)) throw notFound(serverCore.invitationInvalid);
      const invitation = await this.invitations.lockById(id, tx);
      if (!invitation || invitation.status === 'Cancelled') throw notFound(serverCore.invitationInvalid);
      if (!user.email || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw forbidden(serverCore.invitationWrongEmail);
      }
      const holdsMailedToken =
        typeof token === 'string' && hashInvitationToken(token) === invitation.tokenHash;
      if (!user.emailVerified && !holdsMailedToken) throw forbidden(serverCore.invitationUnverified);
      if (invitation.status === 'Accepted') throw conflict(serverCore.invitationAlreadyAccepted);
      if (effectiveStatus(invitation) === 'Expired') throw gone(serverCore.invitationInvalid);
      if (await this.access.findMembership(user.uid, invitation.organizationId, tx))
        throw conflict(serverCore.alreadyMember);
      const inserted = await this.users.insert(
        {
          organizationId: invitation.organizationId,
          uid: user.uid,
          name: memberNameFor(user),
          email: user.email,
          isAdmin: invitation.isAdmin,
        },
        tx,
      );
      // Issue 26: an imported invitation brings its name, team, days, 'Ansatt fra' and work pattern.
      const membership = (await this.imported.applyToMember(invitation.id, inserted.id, tx)) ?? inserted;
      await this.invitations.markAccepted(invitation.id, tx);
      await this.outbox.supersedeInvitationMails(invitation.id, tx);
      await this.audit.record(
        {
          organizationId: invitation.organizationId,
          kind: AuditKind.InvitationAccepted,
          actor: membership.id,
          subject: membership.id,
          targetId: invitation.id,
          details: { isAdmin: invitation.isAdmin },
        },
        tx,
      );
      return toEmployee(membership, MemberBalances.none(), balanceYears());
    });
  }

  /** Public: e-mail and organisation name of a valid pending invitation, for the sign-up page. */
  async lookup(token: string): Promise<{ id: string; email: string; organizationName: string }> {
    if (!INVITATION_TOKEN_PATTERN.test(token)) throw notFound(serverCore.invitationInvalid);
    const invitation = await this.invitations.findByTokenHash(hashInvitationToken(token));
    if (!invitation || invitation.status !== 'Pending' || effectiveStatus(invitation) !== 'Pending') {
      throw notFound(serverCore.invitationInvalid);
    }
    return { id: invitation.id, email: invitation.email, organizationName: invitation.organizationName };
  }
}

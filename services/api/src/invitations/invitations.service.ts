import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INVITATION_TOKEN_PATTERN, type Employee, type Invitation as InvitationDto } from '@ferieplan/contracts';
import { server, serverCore } from '@ferieplan/texts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiException, conflict, notFound } from '../common/api-exception.js';
import { isUuid } from '../common/uuid.js';
import { Organization } from '../organizations/organization.entity.js';
import { toEmployee } from '../users/employee.mapper.js';
import { memberNameFor } from '../users/member-name.js';
import { Membership } from '../users/membership.entity.js';
import { balanceYears } from '../users/yearly-balance.js';
import type { CreateUserInvitationDto } from './dto/create-user-invitation.dto.js';
import { Invitation } from './invitation.entity.js';
import { effectiveStatus, toInvitationDto } from './invitation.mapper.js';
import { invitationExpiry, newInvitationToken } from './invitation-token.js';
import { assertSeatAvailable, lockOrganization } from './seat-limit.js';

const uniqueViolation = (error: unknown, constraint: string) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string }).code === '23505' &&
  (error.driverError as { constraint?: string }).constraint === constraint;

@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  /** Admin list: waiting invitations (Pending or Expired); accepted and cancelled ones leave the list. */
  async listForOrganization(uid: string, organizationId: string): Promise<InvitationDto[]> {
    await this.access.requireAdmin(uid, organizationId);
    const org = await this.dataSource.manager.findOneByOrFail(Organization, { id: organizationId });
    const invitations = await this.dataSource.manager.find(Invitation, {
      where: { organizationId, status: 'Pending' },
      order: { createdAt: 'ASC' },
    });
    return invitations.map((i) => toInvitationDto(i, org.name));
  }

  /** Invitations to the caller's e-mail (case-insensitive), cancelled ones excluded. */
  async mine(user: AuthUser): Promise<InvitationDto[]> {
    if (!user.email) return [];
    const rows = await this.dataSource.manager
      .createQueryBuilder(Invitation, 'i')
      .innerJoin(Organization, 'o', 'o.id = i.organization_id')
      .addSelect('o.name', 'organization_name')
      .where('lower(i.email) = lower(:email)', { email: user.email })
      .andWhere(`i.status <> 'Cancelled'`)
      .orderBy('i.created_at', 'DESC')
      .getRawAndEntities();
    return rows.entities.map((invitation, index) =>
      toInvitationDto(invitation, rows.raw[index].organization_name as string),
    );
  }

  /**
   * Creates an invitation. Checked and written in ONE transaction holding the organisation row lock,
   * so the Starter limit holds under parallel requests and several API instances.
   */
  async create(uid: string, body: CreateUserInvitationDto, token: string = newInvitationToken()): Promise<InvitationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.access.requireAdmin(uid, body.organizationId, manager);
        const org = await lockOrganization(manager, body.organizationId);
        if (!org) throw notFound(server.organizationNotFound);
        const email = body.email.trim();
        const [member] = await manager.query(
          'SELECT 1 FROM membership WHERE organization_id = $1 AND lower(email) = lower($2)',
          [org.id, email],
        );
        if (member) throw conflict(serverCore.alreadyMember);
        const waiting = await manager
          .createQueryBuilder(Invitation, 'i')
          .where('i.organization_id = :org AND lower(i.email) = lower(:email) AND i.status = :status', {
            org: org.id,
            email,
            status: 'Pending',
          })
          .getOne();
        if (waiting && effectiveStatus(waiting) === 'Pending') throw conflict(serverCore.invitationPendingExists);
        // An expired one for the same address is replaced (resend would renew it instead).
        if (waiting) await manager.update(Invitation, { id: waiting.id }, { status: 'Cancelled' });
        await assertSeatAvailable(manager, org);
        const invitation = await manager.save(
          manager.create(Invitation, {
            organizationId: org.id,
            email,
            token,
            isAdmin: body.isAdmin ?? false,
            status: 'Pending',
            expiresAt: invitationExpiry(),
            invitedByUid: uid,
          }),
        );
        return toInvitationDto(invitation, org.name);
      });
    } catch (error) {
      if (uniqueViolation(error, 'uq_invitation_pending_email')) throw conflict(serverCore.invitationPendingExists);
      if (uniqueViolation(error, 'uq_invitation_token')) throw conflict(serverCore.invitationTokenInvalid);
      throw error;
    }
  }

  /** Loads an invitation for an admin action, with the organisation locked. */
  private async forAdmin(manager: EntityManager, uid: string, id: string) {
    if (!isUuid(id)) throw notFound(serverCore.invitationNotFound);
    const found = await manager.findOneBy(Invitation, { id });
    if (!found || found.status === 'Cancelled') throw notFound(serverCore.invitationNotFound);
    await this.access.requireAdmin(uid, found.organizationId, manager);
    const org = await lockOrganization(manager, found.organizationId);
    const invitation = await manager.findOneBy(Invitation, { id });
    if (!org || !invitation || invitation.status === 'Cancelled') throw notFound(serverCore.invitationNotFound);
    if (invitation.status !== 'Pending') throw conflict(serverCore.invitationNotPending);
    return { org, invitation };
  }

  /** New token and expiry (now + 7 days). Reviving an expired one needs a free seat on Starter. */
  async resend(uid: string, id: string): Promise<InvitationDto> {
    return this.dataSource.transaction(async (manager) => {
      const { org, invitation } = await this.forAdmin(manager, uid, id);
      if (effectiveStatus(invitation) === 'Expired') await assertSeatAvailable(manager, org, invitation.id);
      invitation.token = newInvitationToken();
      invitation.expiresAt = invitationExpiry();
      await manager.update(Invitation, { id: invitation.id }, { token: invitation.token, expiresAt: invitation.expiresAt });
      return toInvitationDto(invitation, org.name);
    });
  }

  async cancel(uid: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { invitation } = await this.forAdmin(manager, uid, id);
      await manager.update(Invitation, { id: invitation.id }, { status: 'Cancelled' });
    });
  }

  /** Only the invitee (Firebase e-mail, case-insensitive), once, before expiry: becomes a member. */
  async accept(user: AuthUser, id: string): Promise<Employee> {
    return this.dataSource.transaction(async (manager) => {
      if (!isUuid(id)) throw notFound(serverCore.invitationInvalid);
      const invitation = await manager
        .createQueryBuilder(Invitation, 'i')
        .setLock('pessimistic_write')
        .where('i.id = :id', { id })
        .getOne();
      if (!invitation || invitation.status === 'Cancelled') throw notFound(serverCore.invitationInvalid);
      if (!user.email || user.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new ApiException(403, serverCore.invitationWrongEmail);
      }
      if (invitation.status === 'Accepted') throw conflict(serverCore.invitationAlreadyAccepted);
      if (effectiveStatus(invitation) === 'Expired') throw new ApiException(410, serverCore.invitationInvalid);
      const existing = await manager.findOneBy(Membership, { organizationId: invitation.organizationId, userUid: user.uid });
      if (existing) throw conflict(serverCore.alreadyMember);
      const membership = await manager.save(
        manager.create(Membership, {
          organizationId: invitation.organizationId,
          userUid: user.uid,
          name: memberNameFor(user),
          email: user.email,
          isAdmin: invitation.isAdmin,
        }),
      );
      await manager.update(Invitation, { id: invitation.id }, { status: 'Accepted', acceptedAt: new Date() });
      return toEmployee(membership, [], balanceYears());
    });
  }

  /** Public: e-mail and organisation name of a valid pending invitation, for the sign-up page. */
  async lookup(token: string): Promise<{ id: string; email: string; organizationName: string }> {
    if (!INVITATION_TOKEN_PATTERN.test(token)) throw notFound(serverCore.invitationInvalid);
    const row = await this.dataSource.manager
      .createQueryBuilder(Invitation, 'i')
      .innerJoin(Organization, 'o', 'o.id = i.organization_id')
      .addSelect('o.name', 'organization_name')
      .where('i.token = :token', { token })
      .getRawAndEntities();
    const invitation = row.entities[0];
    if (!invitation || invitation.status !== 'Pending' || effectiveStatus(invitation) !== 'Pending') {
      throw notFound(serverCore.invitationInvalid);
    }
    return { id: invitation.id, email: invitation.email, organizationName: row.raw[0].organization_name as string };
  }
}

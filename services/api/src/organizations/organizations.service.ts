import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind, type JoinedOrganization, type Organization } from '@ferieplan/contracts';
import { server, serverCore } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conflict, notFound } from '../common/domain-error.js';
import { isUniqueViolation } from '../common/pg-errors.js';
import { memberNameFor } from '../users/member-name.js';
import { UsersRepository } from '../users/users.repository.js';
import type { CreateOrganizationDto } from './dto/create-organization.dto.js';
import type { UpdateOrganizationDto } from './dto/update-organization.dto.js';
import { toJoinedOrganizationDto, toOrganizationDto } from './organization.mapper.js';
import { OrganizationsRepository } from './organizations.repository.js';
import { runInTransaction } from '../database/transaction.js';

@Injectable()
export class OrganizationsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly organizations: OrganizationsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLog,
  ) {}

  async administered(uid: string): Promise<Organization[]> {
    return (await this.organizations.listForPerson(uid, true)).map(toOrganizationDto);
  }

  async joined(uid: string): Promise<JoinedOrganization[]> {
    return (await this.organizations.listForPerson(uid, false)).map(toJoinedOrganizationDto);
  }

  async get(uid: string, id: string): Promise<Organization> {
    await this.access.requireMember(uid, id);
    const org = await this.organizations.findById(id);
    if (!org) throw notFound(server.organizationNotFound);
    return toOrganizationDto(org);
  }

  /** Creates the organisation and makes the creator its first admin, in one transaction. */
  async create(user: AuthUser, body: CreateOrganizationDto): Promise<Organization> {
    try {
      return await runInTransaction(this.pool, async (tx) => {
        const org = await this.organizations.insert({ name: body.name, orgnr: body.orgnr ?? null }, tx);
        const founder = await this.users.insert(
          {
            organizationId: org.id,
            uid: user.uid,
            name: memberNameFor(user),
            email: user.email ?? '',
            isAdmin: true,
          },
          tx,
        );
        await this.audit.record(
          {
            organizationId: org.id,
            kind: AuditKind.OrganizationCreated,
            actor: founder.id,
            targetId: org.id,
            details: { name: org.name },
          },
          tx,
        );
        return toOrganizationDto(org);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_organization_orgnr')) throw conflict(serverCore.orgnrTaken);
      throw error;
    }
  }

  async rename(uid: string, id: string, body: UpdateOrganizationDto): Promise<Organization> {
    return runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(uid, id, tx);
      const before = await this.access.lockOrganization(id, tx);
      if (!before) throw notFound(server.organizationNotFound);
      await this.organizations.rename(id, body.name, tx);
      if (before.name !== body.name) {
        await this.audit.record(
          {
            organizationId: id,
            kind: AuditKind.OrganizationRenamed,
            actor: admin.id,
            targetId: id,
            details: { before: before.name, after: body.name },
          },
          tx,
        );
      }
      return toOrganizationDto((await this.organizations.findById(id, tx))!);
    });
  }
}

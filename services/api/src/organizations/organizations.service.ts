import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JoinedOrganization, Organization as OrganizationDto } from '@ferieplan/contracts';
import { server, serverCore } from '@ferieplan/texts';
import { DataSource, QueryFailedError } from 'typeorm';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { conflict, notFound } from '../common/api-exception.js';
import { Membership } from '../users/membership.entity.js';
import { memberNameFor } from '../users/member-name.js';
import type { CreateOrganizationDto } from './dto/create-organization.dto.js';
import type { UpdateOrganizationDto } from './dto/update-organization.dto.js';
import { Organization } from './organization.entity.js';
import { toJoinedOrganizationDto, toOrganizationDto } from './organization.mapper.js';

const isOrgnrViolation = (error: unknown) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string; constraint?: string }).code === '23505' &&
  (error.driverError as { constraint?: string }).constraint === 'uq_organization_orgnr';

@Injectable()
export class OrganizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrganizationAccessService,
  ) {}

  private listFor(uid: string, isAdmin: boolean): Promise<Organization[]> {
    return this.dataSource
      .getRepository(Organization)
      .createQueryBuilder('o')
      .innerJoin(Membership, 'm', 'm.organization_id = o.id')
      .where('m.user_uid = :uid AND m.is_admin = :isAdmin', { uid, isAdmin })
      .orderBy('o.name')
      .getMany();
  }

  async administered(uid: string): Promise<OrganizationDto[]> {
    return (await this.listFor(uid, true)).map(toOrganizationDto);
  }

  async joined(uid: string): Promise<JoinedOrganization[]> {
    return (await this.listFor(uid, false)).map(toJoinedOrganizationDto);
  }

  async get(uid: string, id: string): Promise<OrganizationDto> {
    await this.access.requireMember(uid, id);
    const org = await this.dataSource.getRepository(Organization).findOneBy({ id });
    if (!org) throw notFound(server.organizationNotFound);
    return toOrganizationDto(org);
  }

  /** Creates the organisation and makes the creator its first admin, in one transaction. */
  async create(user: AuthUser, body: CreateOrganizationDto): Promise<OrganizationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const org = await manager.save(
          manager.create(Organization, { name: body.name, orgnr: body.orgnr ?? null, plan: 'Starter' }),
        );
        await manager.insert(Membership, {
          organizationId: org.id,
          userUid: user.uid,
          name: memberNameFor(user),
          email: user.email ?? '',
          isAdmin: true,
        });
        return toOrganizationDto(org);
      });
    } catch (error) {
      if (isOrgnrViolation(error)) throw conflict(serverCore.orgnrTaken);
      throw error;
    }
  }

  async rename(uid: string, id: string, body: UpdateOrganizationDto): Promise<OrganizationDto> {
    await this.access.requireAdmin(uid, id);
    const repository = this.dataSource.getRepository(Organization);
    await repository.update({ id }, { name: body.name });
    const org = await repository.findOneBy({ id });
    if (!org) throw notFound(server.organizationNotFound);
    return toOrganizationDto(org);
  }
}

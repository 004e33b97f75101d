import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { server } from '@ferieplan/texts';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/api-exception.js';
import { Membership } from '../users/membership.entity.js';
import { isUuid } from '../common/uuid.js';

/**
 * Tenancy checks. Membership and admin rights come only from our database, never from the token.
 * A non-member (or a malformed id) gets 404 so that other organisations' existence does not leak.
 * Pass the transaction's EntityManager when inside a transaction (required under PGlite).
 */
@Injectable()
export class OrganizationAccessService {
  constructor(@InjectEntityManager() private readonly entityManager: EntityManager) {}

  async findMembership(uid: string, organizationId: string, manager?: EntityManager): Promise<Membership | null> {
    if (!isUuid(organizationId)) return null;
    return (manager ?? this.entityManager).findOne(Membership, { where: { organizationId, userUid: uid } });
  }

  async requireMember(uid: string, organizationId: string, manager?: EntityManager): Promise<Membership> {
    const membership = await this.findMembership(uid, organizationId, manager);
    if (!membership) throw new ApiException(404, server.organizationNotFound);
    return membership;
  }

  async requireAdmin(uid: string, organizationId: string, manager?: EntityManager): Promise<Membership> {
    const membership = await this.requireMember(uid, organizationId, manager);
    if (!membership.isAdmin) throw new ApiException(403, server.forbidden);
    return membership;
  }
}

import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditPage, AuditPersonOption } from '@ferieplan/contracts';
import { auditDescriptions, serverAudit } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { toAuditEntry } from './audit-entry.mapper.js';
import { AuditRepository } from './audit.repository.js';
import { AUDIT_PAGE_SIZE, type AuditPageQuery } from './dto/audit-page.query.js';
import { VacationRequestsRepository } from '../vacation-requests/vacation-requests.repository.js';

/** Reading the audit log: the admins' Logg view, and a member's history of their own requests. */
@Injectable()
export class AuditService {
  constructor(
    private readonly access: OrganizationAccessService,
    private readonly audit: AuditRepository,
    private readonly requests: VacationRequestsRepository,
  ) {}

  page(uid: string, organizationId: string, query: AuditPageQuery): Promise<AuditPage> {
    return this.access.adminRead(uid, organizationId, async () => {
      const limit = query.limit ?? AUDIT_PAGE_SIZE;
      const rows = await this.audit.page(organizationId, {
        before: query.cursor ?? null,
        category: query.category ?? null,
        membershipId: query.person ?? null,
        limit,
      });
      const entries = rows.slice(0, limit).map(toAuditEntry);
      return { entries, nextCursor: rows.length > limit ? entries[entries.length - 1].id : null };
    });
  }

  people(uid: string, organizationId: string): Promise<AuditPersonOption[]> {
    return this.access.adminRead(uid, organizationId, async () =>
      (await this.audit.people(organizationId)).map(({ userId, name }) => ({
        userId,
        name: name ?? auditDescriptions.deletedPerson,
      })),
    );
  }

  /**
   * The history of one vacation request, oldest first: for its owner and the organisation's admins
   * (everyone else: not found). A withdrawn request's history stays readable by the same people.
   */
  async requestHistory(uid: string, requestId: string): Promise<AuditEntry[]> {
    if (!isUuid(requestId)) throw notFound(serverAudit.requestNotFound);
    const rows = await this.audit.requestHistory(requestId);
    const about = rows[0]
      ? { organizationId: rows[0].organizationId, isOwner: rows[0].subjectUid === uid }
      : await this.requestWithoutEntries(uid, requestId);
    if (!about.isOwner && !(await this.access.findMembership(uid, about.organizationId))?.isAdmin) {
      throw notFound(serverAudit.requestNotFound);
    }
    return rows.map(toAuditEntry);
  }

  /** A request decided before the log existed (or seeded without it): its owner from the request row. */
  private async requestWithoutEntries(
    uid: string,
    requestId: string,
  ): Promise<{ organizationId: string; isOwner: boolean }> {
    const request = await this.requests.findById(requestId);
    if (!request) throw notFound(serverAudit.requestNotFound);
    return { organizationId: request.organizationId, isOwner: await this.requests.isOwnedBy(requestId, uid) };
  }
}

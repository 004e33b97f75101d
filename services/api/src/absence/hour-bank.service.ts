import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind, type HourBank, type HourBankEntry, type HourBankOverview } from '@ferieplan/contracts';
import { absenceErrors, serverCore, serverPlanning } from '@ferieplan/texts';
import { absenceHours, hasAdvancedPlanning, type AbsenceLoadRequest } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, forbidden, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { HourBankRepository, type PendingDraw } from './hour-bank.repository.js';

/** Float sums of hours compare with this slack (hours are stored with two decimals). */
const EPSILON = 1e-6;
const round = (hours: number) => Math.round(hours * 100) / 100;

/** The hours of pending Avspasering requests per member. */
function plannedByMember(pending: readonly PendingDraw[]): Map<string, number> {
  const planned = new Map<string, number>();
  for (const draw of pending) {
    const load: AbsenceLoadRequest = { ...draw, hours: draw.hours ?? undefined };
    planned.set(
      draw.membershipId,
      (planned.get(draw.membershipId) ?? 0) + absenceHours(load, draw.normalDayHours),
    );
  }
  return planned;
}

/**
 * The hour bank of Avspasering. Every write (an admin's entry, an approval's draw) locks the member's
 * row first and then reads the balance, so concurrent writes of one member queue up and the bank never
 * goes below zero, on any number of API replicas.
 */
@Injectable()
export class HourBankService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: HourBankRepository,
    private readonly audit: AuditLog,
  ) {}

  /** The member an admin writes to; 404 for a malformed or unknown id. */
  private async target(membershipId: string, tx: Transaction) {
    const target = isUuid(membershipId) ? await this.repository.member(membershipId, tx) : null;
    if (!target) throw notFound(serverCore.employeeNotFound);
    return target;
  }

  normalDayHours(membershipId: string, tx?: Transaction): Promise<number> {
    return this.repository.normalDayHours(membershipId, tx);
  }

  /** The caller's own bank. */
  async mine(uid: string, organizationId: string): Promise<HourBank> {
    const member = await this.access.requireMember(uid, organizationId);
    const [balanceHours, entries, normalDayHours, pending] = await Promise.all([
      this.repository.balance(member.id),
      this.repository.entries(member.id),
      this.repository.normalDayHours(member.id),
      this.repository.pendingDraws(organizationId, member.id),
    ]);
    return {
      organizationId,
      userId: member.id,
      balanceHours,
      plannedHours: round(plannedByMember(pending).get(member.id) ?? 0),
      normalDayHours,
      entries,
    };
  }

  /** Every member's balance (admins). */
  async overview(uid: string, organizationId: string): Promise<HourBankOverview> {
    await this.access.requireAdmin(uid, organizationId);
    const [members, pending, normalDayHours] = await Promise.all([
      this.repository.overview(organizationId),
      this.repository.pendingDraws(organizationId, null),
      this.repository.organizationNormalDay(organizationId),
    ]);
    const planned = plannedByMember(pending);
    return {
      organizationId,
      normalDayHours,
      members: members.map((member) => ({ ...member, plannedHours: round(planned.get(member.userId) ?? 0) })),
    };
  }

  /** An admin's credit or correction (audited); 409 when a correction would take the bank below zero. */
  async addEntry(
    uid: string,
    membershipId: string,
    entry: { hours: number; date: string; note: string },
  ): Promise<HourBankEntry> {
    return runInTransaction(this.pool, async (tx) => {
      const target = await this.target(membershipId, tx);
      const admin = await this.access.requireAdmin(uid, target.organizationId, tx);
      // Avspasering is Pro: Starter sees the upgrade notice, never a bank it cannot use.
      if (!hasAdvancedPlanning(target.plan)) throw forbidden(serverPlanning.proRequired);
      // Lock order (database/transaction.ts): the organisation (shared), then the member.
      await this.access.shareOrganization(target.organizationId, tx);
      await this.access.lockMembership(target.id, tx);
      const balance = await this.repository.balance(target.id, tx);
      if (balance + entry.hours < -EPSILON) throw conflict(absenceErrors.hourBankNegative(balance));
      const added = await this.repository.add(
        {
          organizationId: target.organizationId,
          membershipId: target.id,
          hours: entry.hours,
          date: entry.date,
          note: entry.note,
          createdBy: admin.id,
          requestId: null,
        },
        tx,
      );
      await this.audit.record(
        {
          organizationId: target.organizationId,
          kind: AuditKind.HourBankEntryAdded,
          actor: admin.id,
          subject: target.id,
          details: { hours: entry.hours, date: entry.date, balanceHours: round(balance + entry.hours) },
        },
        tx,
      );
      return added;
    });
  }

  /**
   * An approved Avspasering draws its hours: 409 when the bank does not hold them. The caller has
   * locked the member's row (lockMembership) in `tx` before, so the balance read here is final.
   */
  async draw(
    request: AbsenceLoadRequest & { id: string; organizationId: string; membershipId: string },
    tx: Transaction,
  ): Promise<void> {
    const normalDayHours = await this.repository.normalDayHours(request.membershipId, tx);
    const needed = round(absenceHours(request, normalDayHours));
    if (needed <= 0) return;
    const balance = await this.repository.balance(request.membershipId, tx);
    if (needed > balance + EPSILON) throw conflict(absenceErrors.hourBankShort(balance, needed));
    await this.repository.add(
      {
        organizationId: request.organizationId,
        membershipId: request.membershipId,
        hours: -needed,
        date: request.startDate,
        note: null,
        createdBy: null,
        requestId: request.id,
      },
      tx,
    );
  }

  /** Whether the bank holds the hours of a request about to be submitted (the approval checks again). */
  async holds(membershipId: string, request: AbsenceLoadRequest, tx: Transaction): Promise<void> {
    const normalDayHours = await this.repository.normalDayHours(membershipId, tx);
    const needed = round(absenceHours(request, normalDayHours));
    const balance = await this.repository.balance(membershipId, tx);
    if (needed > balance + EPSILON) throw conflict(absenceErrors.hourBankShort(balance, needed));
  }

  async setOrganizationNormalDay(
    uid: string,
    organizationId: string,
    hours: number,
  ): Promise<HourBankOverview> {
    await runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      await this.repository.setOrganizationNormalDay(organizationId, hours, tx);
    });
    return this.overview(uid, organizationId);
  }

  async setMemberNormalDay(uid: string, membershipId: string, hours: number | null): Promise<void> {
    await runInTransaction(this.pool, async (tx) => {
      const target = await this.target(membershipId, tx);
      await this.access.requireAdmin(uid, target.organizationId, tx);
      await this.repository.setMemberNormalDay(target.id, hours, tx);
    });
  }
}

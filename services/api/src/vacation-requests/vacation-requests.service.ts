import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { AbsenceKind, AuditKind, VacationStatus, type VacationRequest } from '@ferieplan/contracts';
import {
  absenceErrors,
  absenceFieldMessage,
  requestRuleMessage,
  serverCore,
  serverSafety,
  serverVacation,
  sickExport,
} from '@ferieplan/texts';
import {
  ABSENCE_KIND_RULES,
  brokenAbsenceField,
  brokenRequestRule,
  DEFAULT_ABSENCE_KIND,
  isSickKind,
  overloadedDays,
  patternOn,
  mayShareDays,
  requiresAnotherAdmin,
  takesAway,
  type AbsenceLoadRequest,
} from '@ferieplan/vacation-rules';
import { AbsenceKindsService } from '../absence/absence-kinds.service.js';
import { HourBankService } from '../absence/hour-bank.service.js';
import { kindSetting } from '../absence/kind-settings.js';
import { ApprovalRuleRepository } from '../access/approval-rule.repository.js';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { requestEntry } from '../audit/audit-record.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { conflict, forbidden, invalidInput, notFound } from '../common/domain-error.js';
import { decodeCursor, type Page } from '../common/pagination.js';
import { isUuid } from '../common/uuid.js';
import type { Transaction } from '../database/sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { refuseUnconfirmed } from '../planning/minimum-staffing/approval-staffing.js';
import { MinimumStaffingService } from '../planning/minimum-staffing/minimum-staffing.service.js';
import { PlanningRepository } from '../planning/planning.repository.js';
import { PayrollLockService } from '../payroll/payroll-lock.service.js';
import type { CreateVacationRequestDto } from './dto/create-vacation-request.dto.js';
import { balanceYears } from '../planning/balances/yearly-balances.js';
import type { OrganizationVacationRequestsQuery } from './dto/organization-vacation-requests.query.js';
import { isRequestSortKey } from './vacation-request.sql.js';
import { loadOf, VacationRequestsRepository } from './vacation-requests.repository.js';
import { runInTransaction } from '../database/transaction.js';
import type { Membership } from '../users/membership.js';
import { SickLeaveRules } from '../sick-leave/sick-leave-rules.service.js';
import { recordSickReads } from '../sick-privacy/sick-reads.js';
import { apiKeyOrganization } from '../observability/request-context.js';
import { SickChildService } from '../sick-child/sick-child.service.js';
import { refuseOutsideEmployment } from '../employment/employment-period.js';

type Decision = typeof VacationStatus.Approved | typeof VacationStatus.Rejected;

@Injectable()
export class VacationRequestsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly requests: VacationRequestsRepository,
    private readonly audit: AuditLog,
    private readonly planning: PlanningRepository,
    private readonly minimumStaffing: MinimumStaffingService,
    private readonly approvalRule: ApprovalRuleRepository,
    private readonly notifications: NotificationsService,
    private readonly kinds: AbsenceKindsService,
    private readonly hourBank: HourBankService,
    private readonly sickLeave: SickLeaveRules,
    private readonly sickChild: SickChildService,
    private readonly payrollLock: PayrollLockService,
  ) {}

  /** The caller's own requests in every organisation they belong to (optionally one organisation). */
  listMine(uid: string, organizationId?: string): Promise<VacationRequest[]> {
    return this.requests.listForPerson(uid, organizationId);
  }

  /** The organisation's requests (admins): every one, or a page of them with `limit` (and `cursor`). */
  async listForOrganization(
    uid: string,
    organizationId: string,
    query: OrganizationVacationRequestsQuery,
  ): Promise<Page<VacationRequest>> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isRequestSortKey);
    // Issue 25: an API key feeds another system; sick records never go there.
    if (query.kind && isSickKind(query.kind) && apiKeyOrganization() !== undefined)
      throw forbidden(sickExport.notForApiKeys);
    const page = await this.organizationPage(uid, organizationId, query, after);
    // Issue 25: asking the list for a sick kind is an admin's read of those people's sick records.
    if (query.kind && isSickKind(query.kind) && page.rows.length > 0)
      await runInTransaction(this.pool, async (tx) => {
        const admin = await this.access.requireAdmin(uid, organizationId, tx);
        await recordSickReads(this.audit, admin, page.rows, { via: 'list', year: query.year ?? null }, tx);
      });
    return page;
  }

  private async organizationPage(
    uid: string,
    organizationId: string,
    query: OrganizationVacationRequestsQuery,
    after: string[] | undefined,
  ): Promise<Page<VacationRequest>> {
    const filters = { year: query.year, status: query.status, teamId: query.teamId, kind: query.kind, after };
    if (query.limit === undefined || !isUuid(organizationId)) {
      await this.access.requireAdmin(uid, organizationId);
      return this.requests.listForOrganization(organizationId, filters);
    }
    // A page (the admin's default view): one statement reads the caller's is_admin, the total and the page.
    const { callerIsAdmin, ...page } = await this.requests.pageForOrganization(
      organizationId,
      {
        year: query.year,
        status: query.status,
        teamId: query.teamId,
        kind: query.kind,
        after,
        limit: query.limit,
      },
      uid,
    );
    this.access.admitAdmin(callerIsAdmin);
    return page;
  }

  /**
   * Submits a request of any kind (only the spec's fields: a whole-day Ferie request, as before). The
   * overlap rule, the hour bank check and the insert run in one transaction that first locks the
   * member's row, so parallel submits of the same member are serialised and cannot both pass. A kind
   * that needs no approval is stored approved at once (and draws its hours at once). With `forMemberId`
   * an admin registers it for that member of the organisation (a sykmelding, issue 25).
   */
  async create(
    user: AuthUser,
    body: CreateVacationRequestDto,
    forMemberId?: string,
  ): Promise<VacationRequest> {
    // The rules of the request form (the DTO has already proven both dates are given and real days);
    // the years are last, this and next year, as the year selector offers: not year 0100 or 9999.
    const years = balanceYears();
    const broken = brokenRequestRule(body, { years });
    if (broken) throw invalidInput(requestRuleMessage(broken, years));
    const candidate = absenceRequestOf(body);
    const brokenField = brokenAbsenceField({ ...candidate, description: body.description });
    if (brokenField) {
      const message = absenceFieldMessage(brokenField.problem);
      throw invalidInput(message, { [brokenField.field]: [message] });
    }
    const kind = candidate.kind ?? DEFAULT_ABSENCE_KIND;

    const submitted = await runInTransaction(this.pool, async (tx) => {
      const { member, actorId } = await this.registrant(user.uid, body.organizationId, forMemberId, tx);
      // Lock order (database/transaction.ts): the organisation (shared), then the member.
      await this.access.shareOrganization(body.organizationId, tx);
      await this.access.lockMembership(member.id, tx);
      refuseOutsideEmployment(member, body);
      await this.payrollLock.refuseLocked(body.organizationId, body, tx);
      const setting = kindSetting(await this.kinds.settings(body.organizationId, tx), kind);
      if (!setting?.enabled) {
        const message = absenceErrors.kindNotEnabled(kind);
        throw invalidInput(message, { kind: [message] });
      }
      // Issue 25: egenmelding limits and no description on sick leave, judged after the member's lock.
      await this.sickLeave.check({ ...body, kind }, member.id, body.organizationId, tx);
      const normalDayHours = await this.hourBank.normalDayHours(member.id, tx);
      // Issue 25: a sykmelding may lie on ferie days (syk i ferien gives them back on a claim).
      const others = (
        await this.requests.loadsOverlapping(member.id, body.startDate, body.endDate, tx)
      ).filter((other) => !mayShareDays(kind, other.kind));
      if (overloadedDays(candidate, others, normalDayHours).length > 0)
        throw conflict(isWholeDayFerie(candidate) ? serverVacation.overlap : absenceErrors.overloaded);
      if (ABSENCE_KIND_RULES[kind].drawsHourBank) await this.hourBank.holds(member.id, candidate, tx);
      if (kind === AbsenceKind.SyktBarn) await this.sickChild.holds(member.id, candidate, tx);
      const approvedAtOnce = !setting.needsApproval;
      const created = await this.requests.insert(
        {
          ...candidate,
          organizationId: body.organizationId,
          membershipId: member.id,
          description: body.description ?? null,
          kind,
          status: approvedAtOnce ? VacationStatus.Approved : VacationStatus.Pending,
          // Counted with the pattern of its first day from now on (past absences keep what they cost).
          weekdays: patternOn(member.workPatterns, body.startDate),
        },
        tx,
      );
      const people = { actor: actorId, owner: member.id };
      await this.audit.record(requestEntry(AuditKind.RequestSubmitted, people, created, normalDayHours), tx);
      if (approvedAtOnce) {
        if (ABSENCE_KIND_RULES[kind].drawsHourBank)
          await this.hourBank.draw({ ...created, membershipId: member.id }, tx);
        await this.audit.record(requestEntry(AuditKind.RequestApproved, people, created, normalDayHours), tx);
        if (kind === AbsenceKind.Egenmelding)
          await this.notifications.egenmeldingRegistered(created, member, tx);
      } else await this.notifications.requestSubmitted(created, member, normalDayHours, tx);
      return created;
    });
    this.notifications.wake();
    return submitted;
  }

  /** Who the request is for and who registers it: the caller, or (admins) a member of the organisation. */
  private async registrant(
    uid: string,
    organizationId: string,
    forMemberId: string | undefined,
    tx: Transaction,
  ): Promise<{ member: Membership; actorId: string }> {
    if (forMemberId === undefined) {
      const member = await this.access.requireMember(uid, organizationId, tx);
      return { member, actorId: member.id };
    }
    const admin = await this.access.requireAdmin(uid, organizationId, tx);
    const member = isUuid(forMemberId) ? await this.requests.memberOf(organizationId, forMemberId, tx) : null;
    if (!member) throw notFound(serverCore.employeeNotFound);
    return { member, actorId: admin.id };
  }

  /**
   * Pending -> Approved | Rejected by an admin of the request's organisation.
   *
   * Locks, in this order: the organisation row (approvals only), then the request row. The request
   * lock makes two decisions of one request exclusive. The organisation lock serialises approvals in
   * the organisation, so the minimum-staffing check reads every approval committed before it: two
   * admins approving two requests that together break a team's minimum cannot both pass unconfirmed.
   */
  async decide(
    uid: string,
    id: string,
    status: Decision,
    /** `via`: the decision came from a chat button (issue 29); the audit entry says so. */
    options: { confirmUnderstaffing?: boolean; via?: 'Slack' } = {},
  ): Promise<VacationRequest> {
    if (!isUuid(id)) throw notFound(serverVacation.notFound);
    const decided = await runInTransaction(this.pool, async (tx) => {
      const organizationId = await this.requests.organizationOf(id, tx);
      if (!organizationId) throw notFound(serverVacation.notFound);
      const admin = await this.access.requireAdmin(uid, organizationId, tx);
      const approving = status === VacationStatus.Approved;
      const organization = approving ? await this.planning.lockOrganization(organizationId, tx) : null;
      const current = await this.requests.lockForDecision(id, tx);
      if (!current) throw notFound(serverVacation.notFound);
      if (current.status !== VacationStatus.Pending) throw conflict(serverVacation.alreadyDecided);
      await this.payrollLock.refuseLocked(organizationId, current, tx);
      if (current.membershipId === admin.id) await this.refuseOwnDecision(organizationId, tx);
      const load = { ...loadOf(current), id: current.id, organizationId, membershipId: current.membershipId };
      const normalDayHours = await this.hourBank.normalDayHours(current.membershipId, tx);
      // Minimum staffing counts a person away with at least half a day summed over their absences: a
      // request under half a day (a 40 % leave, 2 hours) counts only on days the others bring it there.
      if (organization) {
        const understaffed = await this.minimumStaffing.understaffedByApproval(
          takesAway(load, normalDayHours) ? current : { ...current, lightRequestId: current.id },
          organization.plan,
          tx,
        );
        refuseUnconfirmed(understaffed, options.confirmUnderstaffing === true);
      }
      if (approving && ABSENCE_KIND_RULES[current.kind].drawsHourBank) {
        // The member's row serialises every write to their bank (an admin's correction, another approval).
        await this.access.lockMembership(current.membershipId, tx);
        await this.hourBank.draw(load, tx);
      }
      await this.requests.decide(id, status, uid, tx);
      const entry = requestEntry(
        status === VacationStatus.Approved ? AuditKind.RequestApproved : AuditKind.RequestRejected,
        { actor: admin.id, owner: current.membershipId },
        load,
        normalDayHours,
      );
      if (options.via) entry.details.via = options.via;
      await this.audit.record(entry, tx);
      const updated = (await this.requests.findById(id, tx))!;
      await this.notifications.requestDecided(load, status === VacationStatus.Approved, normalDayHours, tx);
      return updated;
    });
    this.notifications.wake();
    return decided;
  }

  /** 'Krev godkjenning fra en annen administrator': then an admin's own request is another admin's to decide. */
  private async refuseOwnDecision(organizationId: string, tx: Transaction): Promise<void> {
    const rule = await this.approvalRule.read(organizationId, tx);
    if (rule && requiresAnotherAdmin(rule.requireSecondAdmin, rule.adminCount))
      throw forbidden(serverSafety.ownRequestNeedsAnotherAdmin);
  }

  /** The owner withdraws their own request while it is still pending. */
  async cancel(uid: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(serverVacation.notFound);
    await runInTransaction(this.pool, async (tx) => {
      const withdrawn = await this.requests.deleteOwnPending(id, uid, tx);
      // Checked after the delete (rolled back by the 409), so someone else's request reveals nothing.
      if (withdrawn) await this.payrollLock.refuseLocked(withdrawn.organizationId, withdrawn, tx);
      if (withdrawn)
        return this.audit.record(
          requestEntry(
            AuditKind.RequestWithdrawn,
            { actor: withdrawn.membershipId, owner: withdrawn.membershipId },
            { ...loadOf(withdrawn), id: withdrawn.id, organizationId: withdrawn.organizationId },
            await this.hourBank.normalDayHours(withdrawn.membershipId, tx),
          ),
          tx,
        );
      // Nothing deleted: tell "not yours / not there" apart from "already decided".
      if (!(await this.requests.isOwnedBy(id, uid, tx))) throw notFound(serverVacation.notFound);
      throw conflict(serverVacation.cancelNotPending);
    });
  }
}

/** The request's absence fields as counted (null from a JSON client means unset). */
function absenceRequestOf(body: CreateVacationRequestDto): AbsenceLoadRequest {
  return {
    startDate: body.startDate,
    endDate: body.endDate,
    kind: body.kind ?? undefined,
    halfDayStart: body.halfDayStart ?? undefined,
    halfDayEnd: body.halfDayEnd ?? undefined,
    hours: body.hours ?? undefined,
    percentage: body.percentage ?? undefined,
  };
}

/** A request as the spec knows it: Ferie, every day whole (its overlap keeps the spec's message). */
const isWholeDayFerie = (request: AbsenceLoadRequest): boolean =>
  (request.kind ?? DEFAULT_ABSENCE_KIND) === DEFAULT_ABSENCE_KIND &&
  !request.halfDayStart &&
  !request.halfDayEnd;

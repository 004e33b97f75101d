import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AbsenceKind,
  type CreateSykmeldingBody,
  type EgenmeldingQuota,
  type EmployerPeriodOverview,
  type EmployerPeriodStatus,
  type EmployerPeriodsUsedUp,
  type SickLeaveReport,
  type SickLeaveSettings,
  type UpdateSickLeaveSettingsBody,
  type EmployerPeriod,
  type VacationRequest,
} from '@ferieplan/contracts';
import {
  currentEmployerPeriod,
  egenmeldingQuota,
  employerPeriodsUsedUpWithin,
  hasAdvancedPlanning,
  MINIMUM_REPORT_GROUP,
  monthPeriod,
  osloDate,
} from '@ferieplan/vacation-rules';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { forbidden } from '../common/domain-error.js';
import { runInTransaction } from '../database/transaction.js';
import { serverPlanning } from '@ferieplan/texts';
import { sickLeaveReportGroups } from './sick-leave-report.js';
import { VacationRequestsService } from '../vacation-requests/vacation-requests.service.js';
import { DEFAULT_SICK_LEAVE_SETTING, limitsOf, presentSettings } from './sick-leave-settings.js';
import { SickLeaveRepository, type SickAbsenceRow } from './sick-leave.repository.js';

/**
 * Egenmelding settings and what is left, the admin's sykmelding for a member, and the arbeidsgiverperiode
 * (issue 25). Health data: a member reads only their own, an admin their organisation's; nothing is logged.
 */
@Injectable()
export class SickLeaveService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: SickLeaveRepository,
    private readonly requests: VacationRequestsService,
  ) {}

  /** Admins: the organisation's egenmelding scheme. */
  async settings(uid: string, organizationId: string): Promise<SickLeaveSettings> {
    await this.access.requireAdmin(uid, organizationId);
    return presentSettings(organizationId, limitsOf(await this.repository.settings(organizationId)));
  }

  /** Admins: the law's scheme or the extended one (IA-avtale) with its day numbers. */
  async updateSettings(
    uid: string,
    organizationId: string,
    body: UpdateSickLeaveSettingsBody,
  ): Promise<SickLeaveSettings> {
    const stored = await runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      const current = (await this.repository.settings(organizationId, tx)) ?? DEFAULT_SICK_LEAVE_SETTING;
      const next = {
        scheme: body.scheme,
        extendedDaysPerOccurrence: body.extendedDaysPerOccurrence ?? current.extendedDaysPerOccurrence,
        extendedDaysIn12Months: body.extendedDaysIn12Months ?? current.extendedDaysIn12Months,
      };
      await this.repository.saveSettings(organizationId, next, tx);
      return next;
    });
    return presentSettings(organizationId, limitsOf(stored));
  }

  /** The caller's own egenmeldinger left today ('2 av 4 egenmeldinger igjen de siste 12 månedene'). */
  async myQuota(uid: string, organizationId: string): Promise<EgenmeldingQuota> {
    const member = await this.access.requireMember(uid, organizationId);
    const limits = limitsOf(await this.repository.settings(organizationId));
    const asOf = osloDate(new Date());
    const usage = egenmeldingQuota(
      await this.repository.egenmeldinger(member.id),
      limits,
      await this.repository.employmentStart(member.id),
      asOf,
    );
    const { limits: _limits, ...used } = usage;
    return { ...presentSettings(organizationId, limits), userId: member.id, asOf, ...used };
  }

  /** Admins: a member's sykmelding (gradert with a percentage), registered at once. */
  registerSykmelding(
    user: AuthUser,
    organizationId: string,
    body: CreateSykmeldingBody,
  ): Promise<VacationRequest> {
    return this.requests.create(
      user,
      {
        organizationId,
        startDate: body.startDate,
        endDate: body.endDate,
        kind: AbsenceKind.Sykmelding,
        percentage: body.percentage,
      },
      body.userId,
    );
  }

  /** Admins: everyone's arbeidsgiverperiode on a day (default today). */
  async employerPeriods(uid: string, organizationId: string, asOf?: string): Promise<EmployerPeriodOverview> {
    await this.access.requireAdmin(uid, organizationId);
    const day = asOf ?? osloDate(new Date());
    const people = byPerson(await this.repository.sickAbsences(organizationId)).flatMap(
      ([person, absences]) => {
        const current = currentEmployerPeriod(absences, day);
        return current ? [{ ...status(person, current), open: current.open }] : [];
      },
    );
    people.sort((a, b) => Number(b.open) - Number(a.open) || a.name.localeCompare(b.name, 'nb'));
    return { organizationId, asOf: day, people };
  }

  /** Admins (Pro): sykefraværsprosent per team and month, without names, groups under 5 suppressed. */
  async report(uid: string, organizationId: string, year: number): Promise<SickLeaveReport> {
    await this.access.requireAdmin(uid, organizationId);
    if (!hasAdvancedPlanning(await this.access.planOf(organizationId)))
      throw forbidden(serverPlanning.proRequired);
    const [members, absences] = await Promise.all([
      this.repository.reportMembers(organizationId),
      this.repository.sickAbsencesInYear(organizationId, year),
    ]);
    return {
      organizationId,
      year,
      minimumGroupSize: MINIMUM_REPORT_GROUP,
      groups: sickLeaveReportGroups(members, absences, year),
    };
  }

  /** Admins: who passed day 16 in a month ('YYYY-MM'). */
  async usedUpIn(uid: string, organizationId: string, month: string): Promise<EmployerPeriodsUsedUp> {
    await this.access.requireAdmin(uid, organizationId);
    const [year, monthNumber] = month.split('-').map(Number);
    const { startDate, endDate } = monthPeriod(year!, monthNumber!);
    const today = osloDate(new Date());
    const people = byPerson(await this.repository.sickAbsences(organizationId)).flatMap(
      ([person, absences]) =>
        employerPeriodsUsedUpWithin(absences, startDate, endDate).map((chain) => ({
          ...status(person, chain),
          open: currentEmployerPeriod(absences, today)?.startDate === chain.startDate,
        })),
    );
    people.sort((a, b) => a.usedUpOn!.localeCompare(b.usedUpOn!) || a.name.localeCompare(b.name, 'nb'));
    return { organizationId, month, people };
  }
}

type Person = { membershipId: string; name: string };

/** The rows (ordered by member) grouped per person. */
function byPerson(rows: readonly SickAbsenceRow[]): [Person, SickAbsenceRow[]][] {
  const groups = new Map<string, [Person, SickAbsenceRow[]]>();
  for (const row of rows) {
    const group = groups.get(row.membershipId) ?? [{ membershipId: row.membershipId, name: row.name }, []];
    group[1].push(row);
    groups.set(row.membershipId, group);
  }
  return [...groups.values()];
}

const status = (person: Person, chain: EmployerPeriod): Omit<EmployerPeriodStatus, 'open'> => ({
  userId: person.membershipId,
  name: person.name,
  startDate: chain.startDate,
  lastSickDate: chain.lastSickDate,
  sickDays: chain.sickDays,
  daysUsed: chain.daysUsed,
  usedUpOn: chain.usedUpOn,
  navFrom: chain.navFrom,
});

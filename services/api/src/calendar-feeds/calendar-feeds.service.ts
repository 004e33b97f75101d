import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { AbsenceKind, CalendarFeed, CalendarFeedScope } from '@ferieplan/contracts';
import {
  absenceKindName,
  calendarFeed,
  server,
  serverPlanning,
  serverTeams,
  sickPrivacy,
} from '@ferieplan/texts';
import { hasAdvancedPlanning, isSickKind } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { forbidden, invalidInput, notFound } from '../common/domain-error.js';
import { isUuid } from '../common/uuid.js';
import { runInTransaction } from '../database/transaction.js';
import { requireAdvancedPlanning } from '../planning/plan-gate.js';
import { PlanningRepository } from '../planning/planning.repository.js';
import { CalendarFeedsRepository, type FeedEventRow, type FeedOwner } from './calendar-feeds.repository.js';
import { hashFeedToken, newFeedToken } from './feed-token.js';
import { renderCalendar, type AllDayEvent } from './ical.js';

function calendarName(owner: FeedOwner): string {
  if (owner.scope === 'member') return calendarFeed.memberCalendarName(owner.organizationName);
  if (owner.scope === 'team')
    return calendarFeed.teamCalendarName(owner.teamName ?? '', owner.organizationName);
  return calendarFeed.organizationCalendarName(owner.organizationName);
}

/** The kind named (issue 24; Ferie keeps the spec's 'Ferie' / '{navn} – ferie'); a sick kind is 'Fravær'. */
function eventSummary(row: FeedEventRow, own: boolean): string {
  const what = isSickKind(row.kind) ? sickPrivacy.hiddenKind : absenceKindName(row.kind);
  return own ? what : calendarFeed.memberEvent(row.name, what.toLowerCase());
}

/**
 * Secret iCalendar URLs with approved vacation (Pro): a member's own, or (admins) the organisation's
 * or one team's with names. Tokens are stored as SHA-256; making a feed again replaces its token, so
 * the old URL stops at once.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly planning: PlanningRepository,
    private readonly feeds: CalendarFeedsRepository,
  ) {}

  /** The caller's feeds in the organisation (their URLs cannot be shown again). */
  async list(uid: string, organizationId: string): Promise<CalendarFeed[]> {
    const member = await this.access.requireMember(uid, organizationId);
    return this.feeds.listForMember(member.id);
  }

  /** Makes the feed or gives it a new token; returns the URL once. */
  async create(
    uid: string,
    organizationId: string,
    scope: CalendarFeedScope,
    teamId: string | null,
    baseUrl: string,
  ): Promise<CalendarFeed> {
    const token = newFeedToken();
    const feed = await runInTransaction(this.pool, async (tx) => {
      const member = await this.access.requireMember(uid, organizationId, tx);
      if (scope !== 'member' && !member.isAdmin) throw forbidden(server.forbidden);
      const org = await this.planning.organization(organizationId, tx);
      if (!org) throw notFound(server.organizationNotFound);
      requireAdvancedPlanning(org);
      if (scope === 'team') {
        if (!teamId) throw invalidInput(serverPlanning.feedTeamRequired);
        if (!isUuid(teamId) || !(await this.feeds.teamInOrganization(teamId, organizationId, tx)))
          throw notFound(serverTeams.notFound);
      }
      return this.feeds.upsert(
        { organizationId, membershipId: member.id, scope, teamId: scope === 'team' ? teamId : null },
        hashFeedToken(token),
        tx,
      );
    });
    return { ...feed, url: `${baseUrl}/api/CalendarFeeds/ical/${token}.ics` };
  }

  /** Deletes one of the caller's feeds: its URL stops working. */
  async remove(uid: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await runInTransaction(this.pool, (tx) => this.feeds.deleteOwn(id, uid, tx))))
      throw notFound(serverPlanning.feedNotFound);
  }

  /**
   * The calendar behind a token, or null (unknown token, plan no longer Pro, owner no longer admin
   * for an overview feed): the URL then simply stops working.
   */
  async render(token: string, now = new Date(), kind: AbsenceKind | null = null): Promise<string | null> {
    const owner = await this.feeds.ownerOf(hashFeedToken(token));
    if (!owner || !hasAdvancedPlanning(owner.plan)) return null;
    if (owner.scope !== 'member' && !owner.isAdmin) return null;
    // Issue 25: a feed leaves the product (calendar apps, shared calendars), so a sick absence is only
    // 'Fravær' in every feed, the person's own included, and a sick ?kind= selects nothing.
    if (kind && isSickKind(kind)) return renderCalendar({ name: calendarName(owner), events: [] });
    // Approved vacation from last year on: enough history, and a feed that does not grow forever.
    const rows = await this.feeds.events(owner, now.getFullYear() - 1, kind);
    const own = owner.scope === 'member';
    const events: AllDayEvent[] = rows.map((row) => ({
      uid: `${row.id}@ferieplan`,
      startDate: row.startDate,
      endDate: row.endDate,
      summary: eventSummary(row, own),
      description: isSickKind(row.kind) ? null : row.description,
      sequence: row.revision,
      created: row.createdAt,
      lastModified: row.lastModified,
      busy: own,
    }));
    return renderCalendar({ name: calendarName(owner), events });
  }
}

import { Injectable } from '@nestjs/common';
import type { AbsenceKind, CalendarFeed, CalendarFeedScope } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

const FEED_COLUMNS = `id, organization_id AS "organizationId", scope, team_id AS "teamId",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** Whose feed a token opens, and whether they may still see it. */
export interface FeedOwner {
  scope: CalendarFeedScope;
  teamId: string | null;
  membershipId: string;
  isAdmin: boolean;
  organizationId: string;
  organizationName: string;
  plan: string;
  teamName: string | null;
}

/** An approved request as a calendar event needs it. */
export interface FeedEventRow {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  description: string | null;
  revision: number;
  createdAt: Date;
  lastModified: Date;
  kind: AbsenceKind;
}

/** Table calendar_feed (token hashes) and the approved requests a feed shows. */
@Injectable()
export class CalendarFeedsRepository extends SqlRepository {
  listForMember(membershipId: string): Promise<CalendarFeed[]> {
    return this.rows(
      `SELECT ${FEED_COLUMNS} FROM calendar_feed WHERE membership_id = $1 ORDER BY scope, created_at`,
      [membershipId],
    );
  }

  async teamInOrganization(teamId: string, organizationId: string, tx?: Transaction): Promise<boolean> {
    return (
      (await this.one(
        'SELECT 1 FROM team WHERE id = $1 AND organization_id = $2',
        [teamId, organizationId],
        tx,
      )) !== null
    );
  }

  /** One feed per member, scope and team: making it again only replaces the token hash. */
  async upsert(
    feed: { organizationId: string; membershipId: string; scope: CalendarFeedScope; teamId: string | null },
    tokenHash: string,
    tx: Transaction,
  ): Promise<CalendarFeed> {
    const { rows } = await this.write<CalendarFeed>(
      `INSERT INTO calendar_feed (organization_id, membership_id, scope, team_id, token_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (membership_id, scope, coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid))
       DO UPDATE SET token_hash = excluded.token_hash, created_at = now()
       RETURNING ${FEED_COLUMNS}`,
      [feed.organizationId, feed.membershipId, feed.scope, feed.teamId, tokenHash],
      tx,
    );
    return rows[0];
  }

  /** Deletes the feed if it belongs to the person; false otherwise. */
  async deleteOwn(id: string, uid: string, tx: Transaction): Promise<boolean> {
    const { count } = await this.write(
      'DELETE FROM calendar_feed f USING membership m WHERE f.id = $1 AND m.id = f.membership_id AND m.user_uid = $2',
      [id, uid],
      tx,
    );
    return count > 0;
  }

  ownerOf(tokenHash: string): Promise<FeedOwner | null> {
    return this.one(
      `SELECT f.scope, f.team_id AS "teamId", f.membership_id AS "membershipId", m.is_admin AS "isAdmin",
              o.id AS "organizationId", o.name AS "organizationName", o.plan, t.name AS "teamName"
         FROM calendar_feed f
         JOIN membership m ON m.id = f.membership_id
         JOIN organization o ON o.id = f.organization_id
         LEFT JOIN team t ON t.id = f.team_id
        WHERE f.token_hash = $1`,
      [tokenHash],
    );
  }

  /** Approved requests ending in `fromYear` or later: the owner's, a team's or the whole organisation's. */
  /** `kind`: only that absence kind (the feed URL's ?kind=, issue 24); null: every kind. */
  events(owner: FeedOwner, fromYear: number, kind: AbsenceKind | null = null): Promise<FeedEventRow[]> {
    return this.rows(
      `SELECT vr.id, m.name, to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate", to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
              vr.description, vr.revision, vr.created_at AS "createdAt", coalesce(vr.updated_at, vr.created_at) AS "lastModified",
              vr.kind
         FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
        WHERE vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= make_date($2, 1, 1)
          AND ($6::text IS NULL OR vr.kind = $6::text)
          AND CASE $3 WHEN 'member' THEN vr.membership_id = $4::uuid
                      WHEN 'team' THEN m.team_id = $5::uuid
                      ELSE true END
        ORDER BY vr.start_date, vr.id`,
      [owner.organizationId, fromYear, owner.scope, owner.membershipId, owner.teamId, kind],
    );
  }
}

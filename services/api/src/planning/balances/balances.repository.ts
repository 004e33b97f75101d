import { Injectable } from '@nestjs/common';
import type { PatternedPeriod } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../../database/sql.js';
import { MEMBERSHIP_COLUMNS, type Membership } from '../../users/membership.js';

/** A member's approved or pending Ferie request (rejected ones and other kinds spend no vacation days). */
export interface RequestFact extends PatternedPeriod {
  membershipId: string;
  status: 'Approved' | 'Pending';
}

interface TransferFact {
  membershipId: string;
  fromYear: number;
  days: number;
}

/** What balances are computed from, for one organisation (or one member of it) and some years. */
export interface BalanceFacts {
  requests: RequestFact[];
  transfers: TransferFact[];
}

/** Requests and transfers (table vacation_transfer) as balances read them. */
@Injectable()
export class BalancesRepository extends SqlRepository {
  /**
   * The approved and pending requests overlapping [firstYear, lastYear], and the transfers into and out
   * of those years (from the year before the first). Two indexed queries; for one member, whatever the
   * organisation's size.
   */
  async facts(
    organizationId: string,
    firstYear: number,
    lastYear: number,
    membershipId: string | null,
    tx?: Transaction,
  ): Promise<BalanceFacts> {
    // One member: its own condition, not `$4 IS NULL OR membership_id = $4`, whose generic plan (the
    // pool's plan_cache_mode) read every request of the organisation to find one person's (10,000
    // members: 459 ms instead of 0.1 ms; npm run bench:scale, issue 28).
    const oneMember = membershipId === null ? '' : ' AND membership_id = $4::uuid';
    const member = membershipId === null ? [] : [membershipId];
    const requests = await this.rows<RequestFact>(
      `SELECT membership_id AS "membershipId", status,
              to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              half_day_start IS TRUE AS "halfDayStart", half_day_end IS TRUE AS "halfDayEnd", weekdays
         FROM vacation_request
        WHERE organization_id = $1 AND status IN ('Approved', 'Pending') AND kind = 'Ferie'
          AND end_date >= make_date($2, 1, 1) AND start_date <= make_date($3, 12, 31)${oneMember}`,
      [organizationId, firstYear, lastYear, ...member],
      tx,
    );
    const transfers = await this.rows<TransferFact>(
      `SELECT membership_id AS "membershipId", from_year AS "fromYear", days
         FROM vacation_transfer
        WHERE organization_id = $1 AND from_year BETWEEN $2 AND $3${oneMember}`,
      [organizationId, firstYear - 1, lastYear, ...member],
      tx,
    );
    return { requests, transfers };
  }

  member(membershipId: string, tx?: Transaction): Promise<Membership | null> {
    return this.one(`SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.id = $1`, [membershipId], tx);
  }

  /** The organisation's members by name (the transfer view). */
  members(organizationId: string): Promise<Membership[]> {
    return this.rows(
      `SELECT ${MEMBERSHIP_COLUMNS} FROM membership m WHERE m.organization_id = $1 ORDER BY lower(m.name), m.id`,
      [organizationId],
    );
  }

  /** Sets the days moved out of `fromYear` (0 removes the transfer). */
  async setTransfer(
    member: Membership,
    fromYear: number,
    days: number,
    decidedByUid: string,
    tx: Transaction,
  ): Promise<void> {
    if (days === 0) {
      await this.write(
        'DELETE FROM vacation_transfer WHERE membership_id = $1 AND from_year = $2',
        [member.id, fromYear],
        tx,
      );
      return;
    }
    await this.write(
      `INSERT INTO vacation_transfer (membership_id, from_year, organization_id, days, decided_by_uid)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (membership_id, from_year) DO UPDATE SET days = $4, decided_by_uid = $5, updated_at = now()`,
      [member.id, fromYear, member.organizationId, days, decidedByUid],
      tx,
    );
  }
}

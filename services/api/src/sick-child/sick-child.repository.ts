import { Injectable } from '@nestjs/common';
import type { Period, SickChildDeclaration } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** What a member declared; childrenUnder12 null = not yet. */
export interface StoredDeclaration extends Omit<SickChildDeclaration, 'childrenUnder12'> {
  childrenUnder12: number | null;
}

/** A member with their declaration and their Sykt barn periods touching the year. */
export interface SickChildMemberRow extends StoredDeclaration {
  userId: string;
  name: string;
  periods: Period[];
}

// Pending and approved Sykt barn touching the years [$first, $last] (rejected ones take no days).
const PERIODS = `
  SELECT coalesce(json_agg(json_build_object('startDate', to_char(vr.start_date, 'YYYY-MM-DD'),
                                             'endDate', to_char(vr.end_date, 'YYYY-MM-DD'))
                           ORDER BY vr.start_date), '[]'::json)
    FROM vacation_request vr
   WHERE vr.membership_id = m.id AND vr.kind = 'SyktBarn' AND vr.status IN ('Pending', 'Approved')
     AND vr.end_date >= make_date($2, 1, 1) AND vr.start_date <= make_date($3, 12, 31)`;

/** The declaration on membership and the member's Sykt barn periods. */
@Injectable()
export class SickChildRepository extends SqlRepository {
  declaration(membershipId: string, tx?: Transaction): Promise<StoredDeclaration | null> {
    return this.one(
      `SELECT children_under_12 AS "childrenUnder12", sole_care AS "soleCare" FROM membership WHERE id = $1`,
      [membershipId],
      tx,
    );
  }

  async declare(membershipId: string, declaration: SickChildDeclaration, tx: Transaction): Promise<void> {
    await this.write(
      'UPDATE membership SET children_under_12 = $2, sole_care = $3 WHERE id = $1',
      [membershipId, declaration.childrenUnder12, declaration.soleCare],
      tx,
    );
  }

  /** The member's periods touching the years firstYear..lastYear. */
  async periods(
    membershipId: string,
    firstYear: number,
    lastYear: number,
    tx?: Transaction,
  ): Promise<Period[]> {
    const row = await this.one<{ periods: Period[] }>(
      `SELECT (${PERIODS}) AS periods FROM membership m WHERE m.id = $1`,
      [membershipId, firstYear, lastYear],
      tx,
    );
    return row?.periods ?? [];
  }

  /** Every member of the organisation (name order) with their declaration and the year's periods. */
  members(organizationId: string, year: number, tx: Transaction): Promise<SickChildMemberRow[]> {
    return this.rows(
      `SELECT m.id AS "userId", m.name, m.children_under_12 AS "childrenUnder12", m.sole_care AS "soleCare",
              (${PERIODS}) AS periods
         FROM membership m WHERE m.organization_id = $1 ORDER BY m.name, m.id`,
      [organizationId, year, year],
      tx,
    );
  }
}

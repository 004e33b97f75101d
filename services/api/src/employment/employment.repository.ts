import { Injectable } from '@nestjs/common';
import { SqlRepository, type Transaction } from '../database/sql.js';
import { MEMBERSHIP_COLUMNS, type Membership } from '../users/membership.js';

/** Employment dates, work patterns (table work_pattern) and 'Full ferie i tiltredelsesåret'. */
@Injectable()
export class EmploymentRepository extends SqlRepository {
  async setDates(
    membershipId: string,
    dates: { employedFrom: string | null; employedUntil: string | null },
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      'UPDATE membership SET employed_from = $2::date, employed_until = $3::date WHERE id = $1',
      [membershipId, dates.employedFrom, dates.employedUntil],
      tx,
    );
  }

  /** Pending or approved absences of the member that lie (partly) outside 'Ansatt fra'–'Ansatt til' (employmentOf). */
  async absencesOutside(membershipId: string, tx: Transaction): Promise<number> {
    const row = await this.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id
        WHERE vr.membership_id = $1 AND vr.status IN ('Pending', 'Approved')
          AND (vr.start_date < m.employed_from OR vr.end_date > m.employed_until)`,
      [membershipId],
      tx,
    );
    return row?.count ?? 0;
  }

  /**
   * Stores a pattern from `validFrom` on and counts the member's requests that start on or after it (and
   * before the next pattern, `until`) with it; earlier requests keep the pattern they were counted with.
   */
  async setPattern(
    membershipId: string,
    pattern: { validFrom: string; weekdays: number },
    until: string | null,
    tx: Transaction,
  ): Promise<void> {
    await this.write(
      `INSERT INTO work_pattern (membership_id, valid_from, weekdays) VALUES ($1, $2::date, $3)
       ON CONFLICT (membership_id, valid_from) DO UPDATE SET weekdays = $3`,
      [membershipId, pattern.validFrom, pattern.weekdays],
      tx,
    );
    await this.write(
      `UPDATE vacation_request SET weekdays = $3
        WHERE membership_id = $1 AND start_date >= $2::date AND ($4::date IS NULL OR start_date < $4::date)`,
      [membershipId, pattern.validFrom, pattern.weekdays, until],
      tx,
    );
  }

  async fullFirstYear(organizationId: string, tx?: Transaction): Promise<boolean | null> {
    const row = await this.one<{ full: boolean }>(
      'SELECT full_first_year_vacation AS full FROM organization WHERE id = $1',
      [organizationId],
      tx,
    );
    return row?.full ?? null;
  }

  async setFullFirstYear(organizationId: string, full: boolean, tx: Transaction): Promise<void> {
    await this.write(
      'UPDATE organization SET full_first_year_vacation = $2 WHERE id = $1',
      [organizationId, full],
      tx,
    );
  }

  /** Members whose employment ends in the year, by end date and name. */
  leavers(organizationId: string, year: number): Promise<Membership[]> {
    return this.rows(
      `SELECT ${MEMBERSHIP_COLUMNS} FROM membership m
        WHERE m.organization_id = $1 AND m.employed_until BETWEEN make_date($2, 1, 1) AND make_date($2, 12, 31)
        ORDER BY m.employed_until, lower(m.name), m.id`,
      [organizationId, year],
    );
  }
}

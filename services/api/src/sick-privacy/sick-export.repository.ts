import { Injectable } from '@nestjs/common';
import type { AbsenceKind } from '@ferieplan/contracts';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** One approved sick record touching the year, with its person. */
export interface SickRecordRow {
  userId: string;
  name: string;
  email: string;
  teamName: string | null;
  kind: AbsenceKind;
  startDate: string;
  endDate: string;
  percentage: number | null;
}

/** The 'Sykefravær' export's one read: the organisation's approved sick records of a year (team optional). */
@Injectable()
export class SickExportRepository extends SqlRepository {
  records(
    scope: { organizationId: string; year: number; teamId: string | null },
    tx: Transaction,
  ): Promise<SickRecordRow[]> {
    return this.rows(
      `SELECT vr.membership_id AS "userId", m.name, m.email, t.name AS "teamName", vr.kind,
              to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate", to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
              vr.percentage
         FROM vacation_request vr
         JOIN membership m ON m.id = vr.membership_id
         LEFT JOIN team t ON t.id = m.team_id
        WHERE vr.organization_id = $1 AND vr.kind = ANY($2::text[]) AND vr.status = 'Approved'
          AND vr.end_date >= make_date($3, 1, 1) AND vr.start_date <= make_date($3, 12, 31)
          AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
        ORDER BY m.name, vr.start_date, vr.id`,
      [scope.organizationId, SICK_ABSENCE_KINDS, scope.year, scope.teamId],
      tx,
    );
  }
}

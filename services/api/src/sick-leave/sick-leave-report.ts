import type { SickLeaveReportGroup } from '@ferieplan/contracts';
import { sickLeaveReport as texts } from '@ferieplan/texts';
import {
  MINIMUM_REPORT_GROUP,
  sickLeaveMonth,
  sickLeavePercent,
  type ReportMember,
} from '@ferieplan/vacation-rules';
import type { ReportAbsenceRow, ReportMemberRow } from './sick-leave.repository.js';

/**
 * The report's groups: the whole organisation, then each team by name. No names of people; a group
 * under MINIMUM_REPORT_GROUP members is named and counted but has no figures.
 */
export function sickLeaveReportGroups(
  memberRows: readonly ReportMemberRow[],
  absenceRows: readonly ReportAbsenceRow[],
  year: number,
): SickLeaveReportGroup[] {
  const absences = new Map<string, ReportMember['absences'][number][]>();
  for (const row of absenceRows) {
    const list = absences.get(row.membershipId) ?? [];
    list.push({
      kind: row.kind,
      startDate: row.startDate,
      endDate: row.endDate,
      ...(row.percentage === null ? {} : { percentage: row.percentage }),
    });
    absences.set(row.membershipId, list);
  }
  const memberOf = (row: ReportMemberRow): ReportMember => ({
    employmentStart: row.employmentStart,
    absences: absences.get(row.id) ?? [],
  });
  const teams = new Map<string, { name: string; rows: ReportMemberRow[] }>();
  for (const row of memberRows) {
    if (row.teamId === null) continue;
    const team = teams.get(row.teamId) ?? { name: row.teamName ?? '', rows: [] };
    team.rows.push(row);
    teams.set(row.teamId, team);
  }
  const group = (
    teamId: string | null,
    name: string,
    rows: readonly ReportMemberRow[],
  ): SickLeaveReportGroup => {
    const suppressed = rows.length < MINIMUM_REPORT_GROUP;
    const members = rows.map(memberOf);
    return {
      teamId,
      name,
      members: rows.length,
      suppressed,
      months: suppressed
        ? []
        : Array.from({ length: 12 }, (_, index) => {
            const figures = sickLeaveMonth(members, year, index + 1);
            const percent = (days: number) => sickLeavePercent(days, figures.possibleDays);
            return {
              month: index + 1,
              possibleDays: figures.possibleDays,
              selfCertifiedPercent: percent(figures.selfCertifiedDays),
              doctorCertifiedPercent: percent(figures.doctorCertifiedDays),
              totalPercent: percent(figures.selfCertifiedDays + figures.doctorCertifiedDays),
            };
          }),
    };
  };
  const byName = [...teams.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name, 'nb'));
  return [
    group(null, texts.wholeOrganization, memberRows),
    ...byName.map(([teamId, team]) => group(teamId, team.name, team.rows)),
  ];
}

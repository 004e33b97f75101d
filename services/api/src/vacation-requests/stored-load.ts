import type { AbsenceKind } from '@ferieplan/contracts';
import type { AbsenceLoadRequest } from '@ferieplan/vacation-rules';

/** The load fields of a stored request as the SQL selects them (null: unset). */
export interface StoredLoad {
  startDate: string;
  endDate: string;
  kind: AbsenceKind;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  hours: number | null;
  percentage: number | null;
  /** Issue 26: the pattern it is counted with (vacation_request.weekdays; absent: Monday–Friday). */
  weekdays?: number;
}

/** A stored row's load fields as the shared counting takes them (AbsenceLoadRequest: unset is undefined). */
export const asLoad = (row: StoredLoad): AbsenceLoadRequest => ({
  startDate: row.startDate,
  endDate: row.endDate,
  kind: row.kind,
  halfDayStart: row.halfDayStart,
  halfDayEnd: row.halfDayEnd,
  hours: row.hours ?? undefined,
  percentage: row.percentage ?? undefined,
  weekdays: row.weekdays,
});

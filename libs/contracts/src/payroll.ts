// Lønnseksport (issue 27, Pro): each absence kind's pay code (lønnsart), the export of a period to
// payroll (Visma Lønn's 'Import variable lønnsdata', a generic CSV and xlsx) and the periods marked
// 'Eksportert til lønn', in which absences change only after an admin reopens the period.
import type { AbsenceKind } from './absence.js';
import type { IsoDate, IsoDateTime } from './entities.js';

/** visma: Visma Lønn's 'Lønnsregistrering Standard format'; csv/xlsx: the generic table. */
export const PAYROLL_FORMATS = ['visma', 'csv', 'xlsx'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

/** One kind's pay code; null = not mapped yet. */
export interface PayCode {
  kind: AbsenceKind;
  payCode: string | null;
}

/** GET /api/Payroll/organization/{organizationId}/pay-codes: every offered kind, in the kind table's order. */
export interface PayCodes {
  organizationId: string;
  codes: PayCode[];
}

/** PUT /api/Payroll/organization/{organizationId}/pay-codes (admins, Pro); kinds left out keep theirs. */
export interface UpdatePayCodesBody {
  codes: PayCode[];
}

/** How a line's quantity is measured: days (halves as .5) or hours (kinds counted in hours). */
export type PayrollUnit = 'days' | 'hours';

/** One member's approved absence of one kind inside the period, summed. */
export interface PayrollLine {
  userId: string;
  name: string;
  employeeNumber: string | null;
  kind: AbsenceKind;
  payCode: string | null;
  quantity: number;
  unit: PayrollUnit;
}

export interface PayrollMember {
  userId: string;
  name: string;
}

/** A period marked 'Eksportert til lønn'. */
export interface PayrollPeriod {
  id: string;
  /** @format date */
  from: IsoDate;
  /** @format date */
  to: IsoDate;
  /** @format date-time */
  exportedAt: IsoDateTime;
  /** The admin who marked it (null when they have left). */
  exportedBy: string | null;
}

/**
 * GET /api/Payroll/organization/{organizationId}/preview?from=&to=: what the export of the period would
 * hold and what it still lacks (the export itself is refused with 409 until both lists are empty).
 */
export interface PayrollPreview {
  /** @format date */
  from: IsoDate;
  /** @format date */
  to: IsoDate;
  lines: PayrollLine[];
  /** Members with approved absence in the period but no employee number. */
  missingEmployeeNumbers: PayrollMember[];
  /** Kinds with approved absence in the period but no pay code. */
  missingPayCodes: AbsenceKind[];
  /** Marked periods that overlap this one. */
  exportedPeriods: PayrollPeriod[];
}

/** POST /api/Payroll/organization/{organizationId}/periods: mark a period 'Eksportert til lønn'. */
export interface MarkPayrollPeriodBody {
  /** @format date */
  from: IsoDate;
  /** @format date */
  to: IsoDate;
}

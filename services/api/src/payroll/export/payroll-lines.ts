import { ABSENCE_KINDS, type AbsenceKind, type PayrollLine, type PayrollMember } from '@ferieplan/contracts';
import { payrollQuantity, payrollUnit } from '@ferieplan/vacation-rules';
import type { PayrollRequestRow } from '../payroll.repository.js';
import { asLoad } from '../../vacation-requests/stored-load.js';

// Norwegian alphabetical order (Æ, Ø, Å after Z) whatever the database's collation.
const collator = new Intl.Collator('nb', { sensitivity: 'base' });

/** Quantities to two decimals (hours such as 7,5 and halves stay exact; float sums lose their noise). */
const round = (value: number) => Math.round(value * 100) / 100;

export interface PayrollContent {
  lines: PayrollLine[];
  missingEmployeeNumbers: PayrollMember[];
  missingPayCodes: AbsenceKind[];
}

/**
 * One line per member and kind: the quantity of their approved requests inside the period, counted by
 * the shared rules (payrollQuantity); lines that come to 0 (a request only on holidays) are left out.
 * Lines go by name, then in the kind table's order; the missing lists name only what the lines need.
 */
export function payrollContent(
  requests: readonly PayrollRequestRow[],
  payCodes: ReadonlyMap<AbsenceKind, string>,
  period: { from: string; to: string },
): PayrollContent {
  const lines = new Map<string, PayrollLine>();
  for (const request of requests) {
    const quantity = payrollQuantity(asLoad(request), request.normalDayHours, period);
    const key = `${request.membershipId}:${request.kind}`;
    const line = lines.get(key);
    if (line) line.quantity += quantity;
    else
      lines.set(key, {
        userId: request.membershipId,
        name: request.name,
        employeeNumber: request.employeeNumber,
        kind: request.kind,
        payCode: payCodes.get(request.kind) ?? null,
        quantity,
        unit: payrollUnit(request.kind),
      });
  }
  const kept = [...lines.values()]
    .map((line) => ({ ...line, quantity: round(line.quantity) }))
    .filter((line) => line.quantity > 0)
    .sort(
      (a, b) =>
        collator.compare(a.name, b.name) ||
        a.userId.localeCompare(b.userId) ||
        ABSENCE_KINDS.indexOf(a.kind) - ABSENCE_KINDS.indexOf(b.kind),
    );
  const missingMembers = new Map<string, PayrollMember>();
  for (const line of kept)
    if (line.employeeNumber === null)
      missingMembers.set(line.userId, { userId: line.userId, name: line.name });
  return {
    lines: kept,
    missingEmployeeNumbers: [...missingMembers.values()],
    missingPayCodes: ABSENCE_KINDS.filter((kind) =>
      kept.some((line) => line.kind === kind && line.payCode === null),
    ),
  };
}

import type { Employee } from '@ferieplan/contracts';
import { adminBalances as texts, formatDecimal } from '@ferieplan/texts';

/** The column headings of a year's balance: entitlement, used (approved), planned (pending), remaining. */
export const balanceColumns = (year: number) => [
  texts.columnEntitlement(year),
  texts.columnUsed,
  texts.columnPlanned,
  texts.columnRemaining,
];

/**
 * One member's balance of the year (half days as '12,5'), as the server computed it with the shared rules module; the
 * entitlement names what it adds beyond the yearly days (60+, 'Overført fra {år}').
 */
export function BalanceCells({ employee, year }: { employee: Employee; year: number }) {
  const balance = employee.yearlyBalance?.[String(year)];
  if (!balance) {
    return (
      <>
        <td data-label={texts.columnEntitlement(year)}>{employee.yearlyDays}</td>
        <td data-label={texts.columnUsed}>0</td>
        <td data-label={texts.columnPlanned}>0</td>
        <td data-label={texts.columnRemaining}>{employee.yearlyDays}</td>
      </>
    );
  }
  return (
    <>
      <td data-label={texts.columnEntitlement(year)}>
        {formatDecimal(balance.totalDays)}
        {balance.seniorDays > 0 && (
          <span className="admin-balance__note">{texts.seniorDays(balance.seniorDays)}</span>
        )}
        {balance.transferredDays > 0 && (
          <span className="admin-balance__note">
            {`${texts.transferredFrom(year - 1)}: ${balance.transferredDays}`}
          </span>
        )}
      </td>
      <td data-label={texts.columnUsed}>{formatDecimal(balance.usedDays)}</td>
      <td data-label={texts.columnPlanned}>{formatDecimal(balance.plannedDays)}</td>
      <td data-label={texts.columnRemaining}>{formatDecimal(balance.remainingDays)}</td>
    </>
  );
}

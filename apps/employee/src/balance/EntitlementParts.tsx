// Where the entitlement comes from, under 'Totale feriedager': only when it is more than the yearly
// days (60+ week, days transferred in) or some days went on to next year.
import type { YearBalance } from '@ferieplan/contracts';
import { planningEmployee as texts } from '@ferieplan/texts';

export function EntitlementParts({ balance, year }: { balance: YearBalance; year: number }) {
  const parts = [
    balance.seniorDays > 0 && texts.seniorDays(balance.seniorDays),
    balance.transferredDays > 0 && texts.transferredFrom(year - 1, balance.transferredDays),
    balance.transferredOutDays > 0 && texts.transferredOut(year + 1, balance.transferredOutDays),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  return (
    <ul className="emp-card__parts" aria-label={texts.entitlementParts} data-testid="balance-parts">
      <li>{texts.yearlyDays(balance.yearlyDays)}</li>
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

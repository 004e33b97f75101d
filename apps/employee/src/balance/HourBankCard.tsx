// The hour bank's card beside the ferie cards (Avspasering): hours left, as days of the person's
// normal day, the hours of pending Avspasering, and the bank's history under them.
import type { HourBank } from '@ferieplan/contracts';
import { absenceEmployee, formatDecimal, hourBankTexts } from '@ferieplan/texts';
import { HourBankHistory } from './HourBankHistory.js';

/** bank null while loading: the card keeps its size. */
export function HourBankCard({ bank }: { bank: HourBank | null }) {
  return (
    <div className="emp-card emp-card--hours" data-testid="balance-hours">
      <p className="emp-card__label">{hourBankTexts.balance}</p>
      <p className="emp-card__value">
        {bank ? (
          <>
            <span className="emp-card__number">{formatDecimal(bank.balanceHours)}</span>{' '}
            <span className="emp-card__unit">{absenceEmployee.hourBankUnit(bank.balanceHours)}</span>
          </>
        ) : (
          <span className="emp-skeleton" aria-hidden="true" />
        )}
      </p>
      {bank && (
        <p className="emp-card__parts">
          {absenceEmployee.hourBankAsDays(bank.balanceHours, bank.normalDayHours)}
          {bank.plannedHours > 0 && (
            <>
              <br />
              {absenceEmployee.hourBankPlanned(bank.plannedHours)}
            </>
          )}
        </p>
      )}
      {bank && <HourBankHistory entries={bank.entries} />}
    </div>
  );
}

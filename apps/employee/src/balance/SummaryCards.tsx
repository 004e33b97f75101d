// The three summary cards of the spec plus the pending days (beyond the spec), with the server's
// yearlyBalance (computed by @ferieplan/vacation-rules): entitlement, used, remaining, planned.
import type { HourBank, YearBalance } from '@ferieplan/contracts';
import { employee as texts, formatDecimal } from '@ferieplan/texts';
import { EntitlementParts } from './EntitlementParts.js';
import { HourBankCard } from './HourBankCard.js';

interface SummaryCardsProps {
  /** null while loading: the cards keep their size and show a placeholder bar. */
  balance: YearBalance | null;
  /** The year the balance belongs to (for 'Overført fra {år}'). */
  year: number;
  /** Loading failed: show a dash instead of a placeholder that looks like it is still coming. */
  failed?: boolean;
  /** The hour bank's card (Avspasering) beside the ferie days; undefined: the organisation does not use it. */
  hourBank?: HourBank | null;
}

export function SummaryCards({ balance, year, failed = false, hourBank }: SummaryCardsProps) {
  const cards = [
    { key: 'total', label: texts.totalDays, value: balance?.totalDays },
    { key: 'used', label: texts.usedDays, value: balance?.usedDays },
    { key: 'remaining', label: texts.remainingDays, value: balance?.remainingDays },
    { key: 'pending', label: texts.pendingDays, value: balance?.plannedDays },
  ];
  return (
    <section
      className={hourBank === undefined ? 'emp-cards' : 'emp-cards emp-cards--five'}
      aria-label={texts.summaryHeading}
      aria-busy={balance === null && !failed}
    >
      {cards.map((card) => (
        <div key={card.key} className={`emp-card emp-card--${card.key}`} data-testid={`balance-${card.key}`}>
          <p className="emp-card__label">{card.label}</p>
          <p className="emp-card__value">
            {card.value === undefined ? (
              failed ? (
                <span className="emp-card__number">–</span>
              ) : (
                <span className="emp-skeleton" aria-hidden="true" />
              )
            ) : (
              <>
                {/* Half days: '12,5' (Norwegian decimal comma). */}
                <span className="emp-card__number">{formatDecimal(card.value)}</span>{' '}
                <span className="emp-card__unit">{texts.daysUnit(card.value)}</span>
              </>
            )}
          </p>
          {card.key === 'total' && balance && <EntitlementParts balance={balance} year={year} />}
        </div>
      ))}
      {hourBank !== undefined && <HourBankCard bank={hourBank} />}
    </section>
  );
}

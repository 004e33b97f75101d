import { staffing } from '@ferieplan/texts';

/** Previous / current month title / next. The title is announced when it changes. */
export function MonthNavigator({
  title,
  onPrevious,
  onNext,
}: {
  title: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="staffing-month-nav">
      <button
        type="button"
        className="fp-button fp-button--secondary staffing-month-nav__button"
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
        <span className="fp-visually-hidden">{staffing.previousMonth}</span>
      </button>
      <h3 className="staffing-month-nav__title" aria-live="polite">
        {title}
      </h3>
      <button
        type="button"
        className="fp-button fp-button--secondary staffing-month-nav__button"
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
        <span className="fp-visually-hidden">{staffing.nextMonth}</span>
      </button>
    </div>
  );
}

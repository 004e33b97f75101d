import { common } from '@ferieplan/texts';
import { clampYear, yearBounds } from './year-range.js';
import './styles.js';

export interface YearSelectorProps {
  year: number;
  onChange: (year: number) => void;
  /** Defaults to this calendar year; the range is currentYear-1..currentYear+1. */
  currentYear?: number;
  /** Accessible name of the group (default 'År'). */
  label?: string;
}

/** 'Forrige år' / year / 'Neste år', bounded to the spec's three years; buttons disabled at the bounds. */
export function YearSelector({
  year,
  onChange,
  currentYear = new Date().getFullYear(),
  label = common.year,
}: YearSelectorProps) {
  const { min, max } = yearBounds(currentYear);
  return (
    <div className="fp-year-selector" role="group" aria-label={label}>
      <button
        type="button"
        className="fp-button fp-button--secondary"
        onClick={() => onChange(clampYear(year - 1, currentYear))}
        disabled={year <= min}
      >
        <span aria-hidden="true">‹</span> {common.previousYear}
      </button>
      <span className="fp-year-selector__year" aria-live="polite">
        {year}
      </span>
      <button
        type="button"
        className="fp-button fp-button--secondary"
        onClick={() => onChange(clampYear(year + 1, currentYear))}
        disabled={year >= max}
      >
        {common.nextYear} <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

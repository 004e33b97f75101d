import { staffing } from '@ferieplan/texts';
import { LEGEND } from '../calendar/day-kind.js';

/**
 * Colour key in precedence order. 'Underbemannet' only where it can occur: organisations whose plan
 * includes minimum staffing (Pro).
 */
export function Legend({ understaffed }: { understaffed: boolean }) {
  return (
    <div className="staffing-legend">
      <h4 className="staffing-legend__title">{staffing.legendTitle}</h4>
      <ul className="staffing-legend__list">
        {LEGEND.filter(({ kind }) => understaffed || kind !== 'understaffed').map(({ kind, text }) => (
          <li key={kind} className="staffing-legend__item">
            <span className={`staffing-legend__swatch staffing-day--${kind}`} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

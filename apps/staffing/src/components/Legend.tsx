import type { AbsenceKind } from '@ferieplan/contracts';
import { absenceKindName, staffing } from '@ferieplan/texts';
import { LEGEND } from '../calendar/day-kind.js';

/**
 * Colour key in precedence order. 'Underbemannet' only where it can occur: organisations whose plan
 * includes minimum staffing (Pro). 'Fravær' and an entry per kind in its own colour only where the
 * organisation uses kinds other than Ferie (issue 24).
 */
export function Legend({
  understaffed,
  kinds = [],
  absence = kinds.length > 0,
}: {
  understaffed: boolean;
  /** The kinds other than Ferie to explain, in the kind table's order. */
  kinds?: readonly AbsenceKind[];
  /** 'Fravær' (also a sick colleague's day shown without kind, issue 25); default: when kinds are listed. */
  absence?: boolean;
}) {
  return (
    <div className="staffing-legend">
      <h4 className="staffing-legend__title">{staffing.legendTitle}</h4>
      <ul className="staffing-legend__list">
        {LEGEND.filter(
          ({ kind }) => (understaffed || kind !== 'understaffed') && (absence || kind !== 'absence'),
        ).map(({ kind, text }) => (
          <li key={kind} className="staffing-legend__item">
            <span className={`staffing-legend__swatch staffing-day--${kind}`} aria-hidden="true" />
            {text}
          </li>
        ))}
        {kinds.map((kind) => (
          <li key={kind} className="staffing-legend__item">
            <span className={`staffing-kind staffing-kind--${kind}`} aria-hidden="true" />
            {absenceKindName(kind)}
          </li>
        ))}
      </ul>
    </div>
  );
}

// The hour bank's entries under its card (newest first, as the API returns them): date, hours with
// their sign, what the entry is ('Opptjent avspasering', 'Korrigering' or an approved Avspasering) and
// the admin's note. Folded by default so the cards stay compact.
import type { HourBankEntry } from '@ferieplan/contracts';
import { formatNumericDate, hourBankTexts } from '@ferieplan/texts';

const whatOf = (entry: HourBankEntry) =>
  entry.requestId !== null
    ? hourBankTexts.drawn
    : entry.hours > 0
      ? hourBankTexts.earned
      : hourBankTexts.correction;

export function HourBankHistory({ entries }: { entries: readonly HourBankEntry[] }) {
  if (entries.length === 0) return <p className="emp-card__parts">{hourBankTexts.empty}</p>;
  return (
    <details className="emp-hour-history">
      <summary>{hourBankTexts.history}</summary>
      <ul className="emp-hour-history__list">
        {entries.map((entry) => (
          <li key={entry.id} className="emp-hour-history__entry">
            <span>{formatNumericDate(entry.date)}</span>{' '}
            <span className="emp-hour-history__hours">{hourBankTexts.signedHours(entry.hours)}</span>{' '}
            <span>{whatOf(entry)}</span>
            {entry.note && <span className="emp-hour-history__note">{entry.note}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

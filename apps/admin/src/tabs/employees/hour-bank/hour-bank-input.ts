// The hour bank forms' numbers as typed: a decimal comma or point, at most two decimals.
import { absenceErrors } from '@ferieplan/texts';

/** '7,5' -> 7.5; '' -> null; anything else -> NaN. */
function typedHours(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export interface EntryDraft {
  type: 'earned' | 'correction';
  hours: string;
  date: string;
  note: string;
}

/** The entry to send (a correction deducts), or the field to fix with its message (the server checks the same). */
export function checkEntry(
  draft: EntryDraft,
):
  | { ok: true; body: { hours: number; date: string; note: string } }
  | { ok: false; field: 'hours' | 'date' | 'note'; message: string } {
  const hours = typedHours(draft.hours);
  if (hours === null) return { ok: false, field: 'hours', message: absenceErrors.hoursRequired };
  if (!(hours > 0 && hours <= 1000))
    return { ok: false, field: 'hours', message: absenceErrors.hoursInvalid };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date))
    return { ok: false, field: 'date', message: absenceErrors.dateRequired };
  const note = draft.note.trim();
  if (!note) return { ok: false, field: 'note', message: absenceErrors.noteRequired };
  if (note.length > 500) return { ok: false, field: 'note', message: absenceErrors.noteTooLong };
  return { ok: true, body: { hours: draft.type === 'correction' ? -hours : hours, date: draft.date, note } };
}

/** A normal day of 1-24 hours, or null (the organisation's); undefined when it does not fit. */
export function checkNormalDay(text: string, allowEmpty: boolean): number | null | undefined {
  const hours = typedHours(text);
  if (hours === null) return allowEmpty ? null : undefined;
  return hours >= 1 && hours <= 24 ? hours : undefined;
}

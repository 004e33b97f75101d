// Which kinds other than Ferie the staffing legend explains: those the organisation uses, and any the
// shown month has someone away of (a kind switched off later still has its days). Sick kinds (issue 25)
// are on for every organisation and are health data: they are listed only when the month shows them,
// which the server does only to the person and admins; anyone else sees those days as 'Fravær'.
import {
  ABSENCE_KINDS,
  type AbsenceKind,
  type AbsenceKindSettings,
  type StaffingDay,
} from '@ferieplan/contracts';
import { isSickKind } from '@ferieplan/vacation-rules';

export interface LegendKinds {
  /** The kinds with their own entry, in the kind table's order. */
  kinds: AbsenceKind[];
  /** Whether the legend explains 'Fravær': a kind other than Ferie is in use, or the month shows one. */
  absence: boolean;
}

export function legendKindsOf(
  settings: AbsenceKindSettings | undefined,
  days: readonly StaffingDay[],
): LegendKinds {
  const used = new Set<AbsenceKind>();
  let absence = false;
  for (const setting of settings?.kinds ?? [])
    if (setting.enabled && setting.available && setting.kind !== 'Ferie') {
      absence = true;
      if (!isSickKind(setting.kind)) used.add(setting.kind);
    }
  for (const day of days) {
    if ((day.absentWithoutKind ?? 0) > 0) absence = true;
    for (const [kind, count] of Object.entries(day.byKind ?? {}))
      if ((count ?? 0) > 0) used.add(kind as AbsenceKind);
  }
  const kinds = ABSENCE_KINDS.filter((kind) => kind !== 'Ferie' && used.has(kind));
  return { kinds, absence: absence || kinds.length > 0 };
}

// Which kinds other than Ferie the staffing legend explains: those the organisation uses, and any
// the shown month has someone away of (a kind switched off later still has its days).
import {
  ABSENCE_KINDS,
  type AbsenceKind,
  type AbsenceKindSettings,
  type StaffingDay,
} from '@ferieplan/contracts';

export function legendKindsOf(
  settings: AbsenceKindSettings | undefined,
  days: readonly StaffingDay[],
): AbsenceKind[] {
  const used = new Set<AbsenceKind>();
  for (const setting of settings?.kinds ?? [])
    if (setting.enabled && setting.available) used.add(setting.kind);
  for (const day of days)
    for (const [kind, count] of Object.entries(day.byKind ?? {}))
      if ((count ?? 0) > 0) used.add(kind as AbsenceKind);
  return ABSENCE_KINDS.filter((kind) => kind !== 'Ferie' && used.has(kind));
}

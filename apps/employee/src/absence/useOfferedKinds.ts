// The kinds this person may request: the organisation's enabled ones on its plan (the server's
// AbsenceKinds setting), in the kind table's order. Until it is known, or when it cannot be read: Ferie.
import { useQuery } from '@tanstack/react-query';
import { absenceKindQueries } from '@ferieplan/api-client';
import type { AbsenceKind, AbsenceKindSettings } from '@ferieplan/contracts';
import { DEFAULT_ABSENCE_KIND, isPlannedAbsenceKind } from '@ferieplan/vacation-rules';

const ONLY_FERIE: readonly AbsenceKind[] = [DEFAULT_ABSENCE_KIND];

/** The kinds a member may choose from the settings (Ferie always, first). */
function offeredKinds(settings: AbsenceKindSettings | undefined): readonly AbsenceKind[] {
  if (!settings) return ONLY_FERIE;
  const chosen = settings.kinds
    .filter((setting) => setting.enabled && setting.available && isPlannedAbsenceKind(setting.kind))
    .map((setting) => setting.kind)
    .filter((kind) => kind !== DEFAULT_ABSENCE_KIND);
  return [DEFAULT_ABSENCE_KIND, ...chosen];
}

export function useOfferedKinds(organizationId: string | null): readonly AbsenceKind[] {
  const settings = useQuery({
    ...absenceKindQueries.organization(organizationId ?? ''),
    enabled: organizationId !== null,
    // Without the answer the form offers Ferie, as the spec's form does; nothing to tell the person.
    meta: { errorToast: () => null },
  });
  return offeredKinds(settings.data);
}

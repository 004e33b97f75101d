import type { AbsenceKind, AbsenceKindSetting } from '@ferieplan/contracts';
import { ABSENCE_KIND_RULES, isProPlan, OFFERED_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import type { StoredKindSetting } from './absence-kind-settings.repository.js';

/**
 * The effective setting of every offered kind: the stored choice, else the default (Ferie on and
 * approved by an admin; the others off until an admin turns them on, then needing approval). Ferie's
 * fixed rules always win; a Pro-only kind is off on Starter whatever was stored (a downgraded organisation).
 */
export function effectiveKindSettings(
  plan: string,
  stored: readonly StoredKindSetting[],
): AbsenceKindSetting[] {
  const byKind = new Map(stored.map((setting) => [setting.kind, setting]));
  return OFFERED_ABSENCE_KINDS.map((kind) => {
    const rules = ABSENCE_KIND_RULES[kind];
    const available = !rules.proOnly || isProPlan(plan);
    const choice = byKind.get(kind);
    return {
      kind,
      enabled: rules.alwaysEnabled || (available && (choice?.enabled ?? false)),
      needsApproval:
        rules.alwaysNeedsApproval || (!rules.neverNeedsApproval && (choice?.needsApproval ?? true)),
      available,
    };
  });
}

/** The setting of one kind (undefined for a kind not offered). */
export const kindSetting = (
  settings: readonly AbsenceKindSetting[],
  kind: AbsenceKind,
): AbsenceKindSetting | undefined => settings.find((setting) => setting.kind === kind);

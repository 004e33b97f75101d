import { useId } from 'react';
import type { AbsenceKind, AbsenceKindSetting, AbsenceKindSettings } from '@ferieplan/contracts';
import { absenceAdmin as texts, absenceKindName, absenceLabels, sickLeaveErrors } from '@ferieplan/texts';
import { ABSENCE_KIND_RULES, isPlannedAbsenceKind, OFFERED_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { UpgradeNotice } from '../../components/UpgradeNotice.js';

interface AbsenceKindsViewProps {
  /** null while loading: the card holds its place with the kinds of the table, disabled. */
  settings: AbsenceKindSettings | null;
  busy: boolean;
  onChange: (setting: Pick<AbsenceKindSetting, 'kind' | 'enabled' | 'needsApproval'>) => void;
  /** Shows the plan, where the Pro upgrade starts (Pro-only kinds on Starter). */
  onUpgrade: () => void;
}

/** While loading: every offered kind, off. */
const placeholder = (kind: AbsenceKind): AbsenceKindSetting => ({
  kind,
  enabled: kind === 'Ferie',
  needsApproval: true,
  available: true,
});

/**
 * 'Fraværstyper': which kinds the members may request and whether each waits for an admin. Ferie is
 * fixed (always in use, always approved). Pro-only kinds on Starter are not switches but the upgrade notice.
 */
export function AbsenceKindsView({ settings, busy, onChange, onUpgrade }: AbsenceKindsViewProps) {
  const id = useId();
  const rows = settings
    ? settings.kinds.filter((setting) => isPlannedAbsenceKind(setting.kind))
    : OFFERED_ABSENCE_KINDS.filter(isPlannedAbsenceKind).map(placeholder);
  const usable = rows.filter((setting) => setting.available);
  const locked = rows.filter((setting) => !setting.available).map((setting) => setting.kind);
  return (
    <>
      <section
        className="admin-card admin-absence-kinds"
        aria-labelledby={`${id}-title`}
        aria-busy={settings ? undefined : true}
      >
        <h2 id={`${id}-title`} className="admin-section__title">
          {absenceLabels.settingsTitle}
        </h2>
        <p id={`${id}-hint`} className="fp-hint">
          {texts.settingsHint}
        </p>
        <table className="admin-kinds" aria-describedby={`${id}-hint`}>
          <thead>
            <tr>
              <th scope="col">{texts.kindColumn}</th>
              <th scope="col">{absenceLabels.enabled}</th>
              <th scope="col">{absenceLabels.needsApproval}</th>
            </tr>
          </thead>
          <tbody>
            {usable.map((setting) => {
              const rules = ABSENCE_KIND_RULES[setting.kind];
              const disabled = busy || !settings;
              return (
                <tr key={setting.kind}>
                  <th scope="row">{absenceKindName(setting.kind)}</th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={texts.enabledFor(setting.kind)}
                      checked={setting.enabled}
                      disabled={disabled || rules.alwaysEnabled}
                      onChange={(event) => onChange({ ...setting, enabled: event.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={texts.needsApprovalFor(setting.kind)}
                      checked={setting.needsApproval}
                      disabled={
                        disabled || rules.alwaysNeedsApproval || rules.neverNeedsApproval || !setting.enabled
                      }
                      onChange={(event) => onChange({ ...setting, needsApproval: event.target.checked })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="fp-hint">{absenceLabels.ferieAlways}</p>
        <p className="fp-hint">{sickLeaveErrors.kindsFixed}</p>
      </section>
      {locked.length > 0 && (
        <UpgradeNotice
          texts={{
            upgradeTitle: texts.upgradeTitle,
            upgradeText: texts.upgradeText,
            upgradeFeatures: locked.map(absenceKindName),
            upgradeButton: texts.upgradeButton,
          }}
          onUpgrade={onUpgrade}
        />
      )}
    </>
  );
}

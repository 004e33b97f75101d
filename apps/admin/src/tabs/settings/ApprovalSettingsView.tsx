import { useId } from 'react';
import type { ApprovalSettings } from '@ferieplan/contracts';
import { adminApprovalSettings as texts } from '@ferieplan/texts';

interface ApprovalSettingsViewProps {
  /** null while loading: the same card, disabled, holds its place in the settings grid. */
  settings: ApprovalSettings | null;
  busy: boolean;
  /** The admin's explicit choice; null goes back to the automatic one. */
  onChange: (requireSecondAdmin: boolean | null) => void;
}

/** The 'Godkjenning' card: one checkbox showing the rule as it applies now, and how it was chosen. */
export function ApprovalSettingsView({ settings, busy, onChange }: ApprovalSettingsViewProps) {
  const id = useId();
  const automatic = settings?.requireSecondAdmin === null;
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`} aria-busy={settings ? undefined : true}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.title}
      </h2>
      <div className="admin-check">
        <input
          id={`${id}-second-admin`}
          type="checkbox"
          checked={settings?.effective ?? false}
          disabled={busy || !settings}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={`${id}-second-admin`}>{texts.requireSecondAdmin}</label>
      </div>
      <p id={`${id}-hint`} className="fp-hint">
        {texts.hint}{' '}
        {settings ? (
          automatic && texts.hintAutomatic(settings.adminCount)
        ) : (
          // Holds the room of the automatic choice's line (the usual case) while loading.
          <span className="admin-reserve" aria-hidden="true">
            {texts.hintAutomatic(1)}
          </span>
        )}
      </p>
      {settings && !automatic && (
        <button
          type="button"
          className="fp-button fp-button--secondary admin-small"
          disabled={busy}
          onClick={() => onChange(null)}
        >
          {texts.useAutomatic}
        </button>
      )}
    </section>
  );
}

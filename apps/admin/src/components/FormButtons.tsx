import { common } from '@ferieplan/texts';

interface FormButtonsProps {
  onCancel: () => void;
  busy: boolean;
  /** Submit label, and the label while busy (default 'Lagrer...'). */
  submitLabel: string;
  busyLabel?: string;
  /** Keeps submit disabled for a reason other than being busy (e.g. the Starter limit). */
  submitDisabled?: boolean;
}

/** 'Avbryt' and the submit button at the foot of an admin dialog; both disabled while it works. */
export function FormButtons({
  onCancel,
  busy,
  submitLabel,
  busyLabel = common.saving,
  submitDisabled = false,
}: FormButtonsProps) {
  return (
    <div className="admin-form__buttons">
      <button type="button" className="fp-button fp-button--secondary" onClick={onCancel} disabled={busy}>
        {common.cancel}
      </button>
      <button type="submit" className="fp-button" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

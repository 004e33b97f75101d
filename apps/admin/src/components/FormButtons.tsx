import { common } from '@ferieplan/texts';
import { DialogButtons } from '@ferieplan/ui';

interface FormButtonsProps {
  onCancel: () => void;
  busy: boolean;
  /** Submit label, and the label while busy (default 'Lagrer...'). */
  submitLabel: string;
  busyLabel?: string;
  /** Keeps submit disabled for a reason other than being busy (e.g. the Starter limit). */
  submitDisabled?: boolean;
}

/** 'Avbryt' and the submit button at the foot of an admin dialog's form; both disabled while it works. */
export function FormButtons({
  onCancel,
  busy,
  submitLabel,
  busyLabel = common.saving,
  submitDisabled,
}: FormButtonsProps) {
  return (
    <div className="admin-form__buttons">
      <DialogButtons
        onCancel={onCancel}
        confirmLabel={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        confirmDisabled={submitDisabled}
      />
    </div>
  );
}

import { common } from '@ferieplan/texts';

export interface DialogButtonsProps {
  onCancel: () => void;
  cancelLabel?: string;
  confirmLabel: string;
  /** Shown on the confirm button while busy (e.g. 'Sletter...'). */
  busyLabel?: string;
  /** Both buttons are disabled while the action runs. */
  busy: boolean;
  danger?: boolean;
  /** Keeps the confirm button disabled for a reason other than being busy (e.g. the Starter limit). */
  confirmDisabled?: boolean;
  /** The confirm button submits its form, or the one with this id (the buttons of a dialog's footer). */
  form?: string;
}

/** 'Avbryt' and the confirming button at the foot of a dialog or form. */
export function DialogButtons({
  onCancel,
  cancelLabel = common.cancel,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  confirmDisabled = false,
  form,
}: DialogButtonsProps) {
  return (
    <>
      <button type="button" className="fp-button fp-button--secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type="submit"
        form={form}
        className={danger ? 'fp-button fp-button--danger' : 'fp-button'}
        disabled={busy || confirmDisabled}
      >
        {busy && busyLabel ? busyLabel : confirmLabel}
      </button>
    </>
  );
}

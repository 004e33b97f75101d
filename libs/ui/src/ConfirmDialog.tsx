import { FormDialog } from './FormDialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown on the confirm button while busy (e.g. 'Sletter...'). */
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a dialog, e.g. 'Er du sikker på at du vil slette denne ansatte?'. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onCancel}
      intro={<p style={{ margin: 0 }}>{message}</p>}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      danger={danger}
    />
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { common } from '@ferieplan/texts';
import { Modal } from './Modal.js';

export interface FormDialogProps {
  /** Closed only where the dialog stays mounted; most callers mount it when it opens. */
  open?: boolean;
  title: string;
  onClose: () => void;
  /** Before the error and the fields (what the dialog is about). */
  intro?: ReactNode;
  /** The server's refusal (or the form's own check), shown inside the dialog: a toast would be behind it. */
  error?: string | null;
  onSubmit: (event: FormEvent) => void;
  cancelLabel?: string;
  confirmLabel: string;
  /** Shown on the confirm button while busy (e.g. 'Sletter...'). */
  busyLabel?: string;
  /** While busy, both buttons are disabled and the dialog cannot be closed. */
  busy: boolean;
  danger?: boolean;
  /** Keeps the confirm button disabled for a reason other than being busy (e.g. the Starter limit). */
  confirmDisabled?: boolean;
  /** The fields (none: a question answered by the buttons). */
  children?: ReactNode;
}

/**
 * A dialog whose body is a form: 'Avbryt' and the confirm button in its footer (the confirm button
 * submits the form), an error above the fields.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  intro,
  error,
  onSubmit,
  cancelLabel = common.cancel,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  confirmDisabled = false,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="fp-button fp-button--secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            form={formId}
            className={danger ? 'fp-button fp-button--danger' : 'fp-button'}
            disabled={busy || confirmDisabled}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {intro}
        {error ? (
          <p role="alert" className="fp-error">
            {error}
          </p>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogButtons } from './DialogButtons.js';
import { Modal } from './Modal.js';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Before the error and the fields (what the dialog is about). */
  intro?: ReactNode;
  /** The server's refusal (or the form's own check), shown inside the dialog: a toast would be behind it. */
  error?: string | null;
  onSubmit: (event: FormEvent) => void;
  cancelLabel?: string;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  danger?: boolean;
  /** The fields (none: a question answered by the buttons). */
  children?: ReactNode;
}

/** A dialog whose body is a form: its buttons in the footer, its error above the fields. */
export function FormDialog({
  open,
  title,
  onClose,
  intro,
  error,
  onSubmit,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  danger,
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
        <DialogButtons
          onCancel={onClose}
          cancelLabel={cancelLabel}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          danger={danger}
          form={formId}
        />
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

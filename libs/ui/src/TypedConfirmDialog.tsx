import { useState, type FormEvent } from 'react';
import { Field } from './Field.js';
import { FormDialog } from './FormDialog.js';

export interface TypedConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The label of the field, e.g. 'Skriv SLETT for å bekrefte'. */
  label: string;
  /** What must be typed (compared after trimming, exactly). */
  expected: string;
  /** Shown under the field when the typed text does not match. */
  mismatchMessage: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** An error from the server, shown inside the dialog. */
  error?: string | null;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}

/**
 * A destructive action confirmed by typing a word or a name (deleting an account or an organisation):
 * a FormDialog with one Field; the danger button does nothing until the text matches.
 */
export function TypedConfirmDialog(props: TypedConfirmDialogProps) {
  const {
    open,
    title,
    message,
    label,
    expected,
    mismatchMessage,
    confirmLabel,
    busyLabel,
    busy,
    error,
    onConfirm,
    onCancel,
  } = props;
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const close = () => {
    setTyped('');
    setMismatch(false);
    onCancel();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const matches = typed.trim() === expected.trim();
    setMismatch(!matches);
    if (matches) onConfirm(typed.trim());
  };

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      intro={<p>{message}</p>}
      error={error}
      onSubmit={submit}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      danger
    >
      <Field
        label={label}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        error={mismatch ? mismatchMessage : null}
        onValue={setTyped}
        disabled={busy}
      />
    </FormDialog>
  );
}

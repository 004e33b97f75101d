import { useId, useState, type FormEvent } from 'react';
import { common } from '@ferieplan/texts';
import { Field } from './Field.js';
import { Modal } from './Modal.js';

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
 * a Modal with one Field; the danger button does nothing until the text matches.
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
  const formId = useId();
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
    <Modal
      open={open}
      title={title}
      onClose={close}
      busy={busy}
      footer={
        <>
          <button type="button" className="fp-button fp-button--secondary" onClick={close} disabled={busy}>
            {common.cancel}
          </button>
          <button type="submit" form={formId} className="fp-button fp-button--danger" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{message}</p>
        {error ? (
          <p role="alert" className="fp-error">
            {error}
          </p>
        ) : null}
        <Field
          label={label}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={mismatch ? mismatchMessage : null}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}

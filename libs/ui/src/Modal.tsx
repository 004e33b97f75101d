import { useEffect, useId, useRef, type ReactNode } from 'react';
import { common } from '@ferieplan/texts';
import './styles.js';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom (e.g. 'Avbryt' and a submit button). */
  footer?: ReactNode;
  /** While busy, Escape and the close button do nothing. */
  busy?: boolean;
}

/**
 * An accessible dialog on the native <dialog> element opened with showModal(): the rest of the page
 * becomes inert (focus stays inside), Escape closes, and focus returns to where it was.
 */
export function Modal({ open, title, onClose, children, footer, busy = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnFocusTo = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const autofocus = dialog.querySelector<HTMLElement>(
      '[autofocus], input:not([readonly]), select, textarea',
    );
    autofocus?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className="fp-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: we close through React state so the parent stays the source of truth.
        event.preventDefault();
        if (!busyRef.current) onCloseRef.current();
      }}
    >
      <div className="fp-modal__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="fp-modal__close"
          aria-label={common.close}
          onClick={onClose}
          disabled={busy}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="fp-modal__body">{children}</div>
      {footer ? <div className="fp-modal__footer">{footer}</div> : null}
    </dialog>
  );
}

import { useState } from 'react';
import { ConfirmDialog } from '@ferieplan/ui';
import { RowActionButton } from './ActionsCell.js';

/** The words of one kind of removal (revoking a key, removing a domain), each naming the thing removed. */
export interface RemovalTexts {
  /** The button, the dialog's title and its confirm button. */
  label: string;
  /** What a screen reader says for the button, naming the thing. */
  ariaLabel: (name: string) => string;
  /** The dialog's question. */
  question: (name: string) => string;
}

interface ConfirmedRemoveButtonProps {
  /** What the thing is called where it is listed (a key's name, a domain). */
  name: string;
  texts: RemovalTexts;
  busy: boolean;
  onConfirm: () => void;
}

/** A row's red small button that removes its thing once the admin has said yes in a dialog. */
export function ConfirmedRemoveButton({ name, texts, busy, onConfirm }: ConfirmedRemoveButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <RowActionButton
        busy={busy}
        action={{
          label: texts.label,
          ariaLabel: texts.ariaLabel(name),
          danger: true,
          onClick: () => setAsking(true),
        }}
      />
      <ConfirmDialog
        open={asking}
        title={texts.label}
        message={texts.question(name)}
        confirmLabel={texts.label}
        danger
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

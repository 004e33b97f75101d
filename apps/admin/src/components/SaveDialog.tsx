import { common } from '@ferieplan/texts';
import { FormDialog, type FormDialogProps } from '@ferieplan/ui';

interface SaveDialogProps extends Omit<FormDialogProps, 'confirmLabel' | 'busyLabel'> {
  /** The confirm button: 'Lagre' unless told. */
  confirmLabel?: string;
}

/** A dialog that saves what its form holds: 'Avbryt' and 'Lagre' (or its own word), 'Lagrer...' meanwhile. */
export function SaveDialog({ confirmLabel = common.save, ...dialog }: SaveDialogProps) {
  return <FormDialog confirmLabel={confirmLabel} busyLabel={common.saving} {...dialog} />;
}

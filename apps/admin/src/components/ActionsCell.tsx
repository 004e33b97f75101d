export interface RowAction {
  label: string;
  onClick: () => void;
  /** Deleting, cancelling: red text. */
  danger?: boolean;
  /** The row's main action: a filled button instead of an outlined one. */
  primary?: boolean;
  /** What a screen reader says instead of the label, e.g. naming the row's person. */
  ariaLabel?: string;
}

const buttonClass = (action: RowAction) =>
  [
    'fp-button',
    !action.primary && 'fp-button--secondary',
    'admin-small',
    action.danger && 'admin-danger-text',
  ]
    .filter(Boolean)
    .join(' ');

/** One small button of a row (in its actions cell, or alone where the row is not a table's). */
export function RowActionButton({ action, busy }: { action: RowAction; busy?: boolean }) {
  return (
    <button
      type="button"
      className={buttonClass(action)}
      aria-label={action.ariaLabel}
      disabled={busy}
      onClick={action.onClick}
    >
      {action.label}
    </button>
  );
}

/** The last cell of an admin table row: its small buttons, all disabled while the row's write runs. */
export function ActionsCell({
  label,
  busy,
  actions,
}: {
  label: string;
  /** The row's write runs (absent: the actions open dialogs and never wait). */
  busy?: boolean;
  actions: RowAction[];
}) {
  return (
    <td data-label={label}>
      <div className="admin-actions">
        {actions.map((action) => (
          <RowActionButton key={action.label} action={action} busy={busy} />
        ))}
      </div>
    </td>
  );
}

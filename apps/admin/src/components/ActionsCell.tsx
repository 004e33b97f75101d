export interface RowAction {
  label: string;
  onClick: () => void;
  /** Deleting, cancelling: red text. */
  danger?: boolean;
}

/** The last cell of an admin table row: its small buttons, all disabled while the row's write runs. */
export function ActionsCell({
  label,
  busy,
  actions,
}: {
  label: string;
  busy: boolean;
  actions: RowAction[];
}) {
  return (
    <td data-label={label}>
      <div className="admin-actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={`fp-button fp-button--secondary admin-small${action.danger ? ' admin-danger-text' : ''}`}
            disabled={busy}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </td>
  );
}

interface DisconnectButtonProps {
  label: string;
  busy: boolean;
  onDisconnect: () => void;
}

/** The red button that ends a chat connection (Slack, Microsoft Teams), alone in its row. */
export function DisconnectButton({ label, busy, onDisconnect }: DisconnectButtonProps) {
  return (
    <div className="admin-form__buttons admin-form__buttons--start">
      <button type="button" className="fp-button fp-button--danger" disabled={busy} onClick={onDisconnect}>
        {label}
      </button>
    </div>
  );
}

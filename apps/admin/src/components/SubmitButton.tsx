/**
 * The submit button under an admin card's form, at the start of its row: disabled and saying what it
 * does ('Lagrer ...') while the save runs.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="admin-form__buttons admin-form__buttons--start">
      <button type="submit" className="fp-button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

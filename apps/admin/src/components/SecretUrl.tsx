import { useId } from 'react';
import { secretUrlTexts } from '@ferieplan/texts/planning-tab';
import { notify } from '@ferieplan/ui';

interface SecretUrlProps {
  label: string;
  url: string;
  /** A note under it, e.g. that the URL is shown only once. */
  hint?: string;
}

/** A secret URL (a calendar feed) to copy: read-only, selected on focus, with a copy button. */
export function SecretUrl({ label, url, hint }: SecretUrlProps) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(secretUrlTexts.copied);
    } catch {
      notify.error(secretUrlTexts.copyFailed);
    }
  };
  return (
    <div className="fp-field">
      <label htmlFor={id}>{label}</label>
      <div className="fp-input-row admin-secret-url">
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="fp-button fp-button--secondary" onClick={() => void copy()}>
          {secretUrlTexts.copy}
        </button>
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="fp-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

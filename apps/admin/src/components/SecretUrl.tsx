import { useId } from 'react';
import { secretUrlTexts } from '@ferieplan/texts/planning-tab';
import { notify } from '@ferieplan/ui';

interface SecretUrlProps {
  label: string;
  url: string;
  /** A note under it, e.g. that the URL is shown only once. */
  hint?: string;
  /** The copy button and its toasts for a secret that is not a link (a signing key). Default: the link's. */
  copyTexts?: { copy: string; copied: string; copyFailed: string };
}

/** A secret URL (a calendar feed) or key to copy: read-only, selected on focus, with a copy button. */
export function SecretUrl({ label, url, hint, copyTexts = secretUrlTexts }: SecretUrlProps) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(copyTexts.copied);
    } catch {
      notify.error(copyTexts.copyFailed);
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
          {copyTexts.copy}
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

import { useId, type FormEvent, type ReactNode } from 'react';

/** The centred card of the sign-in pages. */
export function AuthCard({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <section className="auth-page" aria-labelledby={labelledBy}>
      <div className="auth-card">{children}</div>
    </section>
  );
}

interface AuthFormProps {
  title: string;
  intro?: ReactNode;
  /** Above the form (the Google button and the 'eller' divider). */
  before?: ReactNode;
  /** Below the form (the link to the other sign-in page, a footnote). */
  after?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The one layout of the sign-in, sign-up, invitation and register forms: title, fields, a full-width submit. */
export function AuthForm({ title, intro, before, after, onSubmit, busy, submitLabel, busyLabel, children }: AuthFormProps) {
  const titleId = useId();
  return (
    <AuthCard labelledBy={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="auth-intro">{intro}</p> : null}
      {before}
      <form onSubmit={onSubmit}>
        {children}
        <button type="submit" className="fp-button fp-button--block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      {after}
    </AuthCard>
  );
}

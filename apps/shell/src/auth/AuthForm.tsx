import { useId, type FormEvent, type ReactNode } from 'react';
import { auth } from '@ferieplan/texts';
import { Field, type FieldProps } from '@ferieplan/ui';
import { GoogleButton, OrDivider } from './GoogleButton.js';
import { MicrosoftButton } from './MicrosoftButton.js';

/** The centred card of the sign-in pages. */
export function AuthCard({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <section className="auth-page" aria-labelledby={labelledBy}>
      <div className="auth-card">{children}</div>
    </section>
  );
}

/** One field of an auth form: required and bound to its text, or read-only without `onValue`. */
export interface AuthField extends Omit<
  FieldProps,
  'value' | 'onChange' | 'required' | 'readOnly' | 'disabled'
> {
  name: string;
  value: string;
  onValue?: (value: string) => void;
}

interface AuthFormProps {
  title: string;
  intro?: ReactNode;
  /** The Google sign-in above the form, with the 'eller' divider (disabled while busy too). */
  google?: { label: string; onClick: () => void };
  /** 'Logg inn med Microsoft' (Entra ID) right below Google. */
  microsoft?: { label: string; onClick: () => void };
  /** Below the form (the link to the other sign-in page, a footnote). */
  after?: ReactNode;
  fields: AuthField[];
  onSubmit: (event: FormEvent) => void;
  /** The fields and the submit button are disabled while the form works. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}

/** The one layout of the sign-in, sign-up, invitation and register forms: title, fields, a full-width submit. */
export function AuthForm({
  title,
  intro,
  google,
  microsoft,
  after,
  fields,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
}: AuthFormProps) {
  const titleId = useId();
  return (
    <AuthCard labelledBy={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="auth-intro">{intro}</p> : null}
      {google ? (
        <>
          <GoogleButton label={google.label} onClick={google.onClick} disabled={busy} />
          {microsoft ? <MicrosoftButton label={microsoft.label} onClick={microsoft.onClick} disabled={busy} /> : null}
          <OrDivider label={auth.or} />
        </>
      ) : null}
      {/* method: a form sent before any script runs (the pages are prerendered) never puts the password in
          the address; the app handles every submit itself. */}
      <form method="post" onSubmit={onSubmit}>
        {fields.map(({ value, onValue, ...field }) =>
          onValue ? (
            <Field
              key={field.name}
              {...field}
              required
              value={value}
              onChange={(event) => onValue(event.target.value)}
              disabled={busy}
            />
          ) : (
            <Field key={field.name} {...field} value={value} readOnly />
          ),
        )}
        <button type="submit" className="fp-button fp-button--block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      {after}
    </AuthCard>
  );
}

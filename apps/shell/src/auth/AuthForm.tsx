import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { auth } from '@ferieplan/texts';
import { Field, type FieldProps } from '@ferieplan/ui';
import { GoogleButton, OrDivider } from './GoogleButton.js';
import { MicrosoftButton } from './MicrosoftButton.js';
import { mayOpenPopupNow } from './popup-activation.js';

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

/** A sign-in button that opens the provider's popup. */
interface SocialSignIn {
  label: string;
  onClick: () => void;
}

interface AuthFormProps {
  title: string;
  intro?: ReactNode;
  /** The Google sign-in above the form, with the 'eller' divider (disabled while busy too). */
  google?: SocialSignIn;
  /** 'Logg inn med Microsoft' (Entra ID) right below Google. */
  microsoft?: SocialSignIn;
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
  // The button whose press came too late to open a popup (popup-activation.ts): one more press, please.
  const [pressAgain, setPressAgain] = useState<string | null>(null);
  const social =
    ({ label, onClick }: SocialSignIn) =>
    (event: MouseEvent<HTMLButtonElement>) => {
      if (!mayOpenPopupNow()) {
        event.currentTarget.focus();
        setPressAgain(label);
        return;
      }
      setPressAgain(null);
      onClick();
    };
  return (
    <AuthCard labelledBy={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="auth-intro">{intro}</p> : null}
      {google ? (
        <>
          <GoogleButton label={google.label} onClick={social(google)} disabled={busy} />
          {microsoft ? (
            <MicrosoftButton label={microsoft.label} onClick={social(microsoft)} disabled={busy} />
          ) : null}
          {pressAgain ? (
            <p className="auth-press-again" role="status">
              {auth.pressAgain(pressAgain)}
            </p>
          ) : null}
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

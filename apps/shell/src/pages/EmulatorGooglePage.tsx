import { useState, type FormEvent } from 'react';
import { getRuntimeConfig, postEmulatorGoogleAccount } from '@ferieplan/auth-store';
import { auth } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';

/** What the stand-in page says: Google's or Microsoft's test account page. */
interface EmulatorAccountTexts {
  title: string;
  intro: string;
  noOpener: string;
}

/**
 * The Auth emulator's stand-in for Google's account page, opened as a popup by 'Logg inn med Google'.
 * Only active when the runtime config points at the emulator; with real Firebase it renders nothing.
 */
export default function EmulatorGooglePage() {
  return (
    <EmulatorAccountPage
      title={auth.emulatorGoogleTitle}
      intro={auth.emulatorGoogleIntro}
      noOpener={auth.emulatorGoogleNoOpener}
    />
  );
}

/** The test account form; the token it posts works for google.com and microsoft.com alike. */
export function EmulatorAccountPage({ title, intro, noOpener }: EmulatorAccountTexts) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!getRuntimeConfig().firebase.authEmulatorUrl) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!postEmulatorGoogleAccount(email, name)) setError(noOpener);
  };

  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{title}</h1>
        <p className="auth-intro">{intro}</p>
        {error ? (
          <p role="alert" className="fp-error">
            {error}
          </p>
        ) : null}
        <form onSubmit={submit}>
          <Field
            label={auth.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={auth.emulatorGoogleName}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="fp-button fp-button--block">
            {auth.emulatorGoogleSubmit}
          </button>
        </form>
      </div>
    </main>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authErrorMessage, signInWithEmail, signInWithGoogle } from '@ferieplan/auth-store';
import { googleErrorMessage } from '../auth/social-error.js';
import { auth, GOOGLE_PROVIDER_NAME } from '@ferieplan/texts';
import { GoogleButton, OrDivider } from '../auth/GoogleButton.js';
import { AuthForm } from '../auth/AuthForm.js';
import { EmailField } from '../auth/EmailField.js';
import { Field, notify } from '@ferieplan/ui';

/** /login. After success the route guard sends the user on (to /organizations or the requested page). */
export default function LoginPage() {
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (signIn: () => Promise<unknown>, describe: (error: unknown) => string) => {
    setBusy(true);
    try {
      await signIn();
      notify.success(auth.loggedIn);
    } catch (error) {
      console.error(error);
      notify.error(describe(error));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => signInWithEmail(email.trim(), password),
      (error) => authErrorMessage(error, auth.emailLoginFailed),
    );
  };

  return (
    <AuthForm
      title={auth.loginTitle}
      intro={auth.loginIntro}
      before={
        <>
          <GoogleButton
            label={auth.loginWith(GOOGLE_PROVIDER_NAME)}
            onClick={() => void run(signInWithGoogle, googleErrorMessage)}
            disabled={busy}
          />
          <OrDivider label={auth.or} />
        </>
      }
      after={
        <p className="auth-switch">
          {auth.noAccount}{' '}
          <Link to="/opprett-konto" state={location.state}>
            {auth.registerHere}
          </Link>
        </p>
      }
      onSubmit={submit}
      busy={busy}
      submitLabel={auth.loginSubmit}
      busyLabel={auth.loginBusy}
    >
      <EmailField value={email} onChange={setEmail} disabled={busy} />
      <Field
        label={auth.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
    </AuthForm>
  );
}

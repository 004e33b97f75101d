import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  authErrorMessage,
  signInWithEmail,
  signInWithGoogle,
  signInWithMicrosoft,
} from '@ferieplan/auth-store';
import { googleErrorMessage, microsoftErrorMessage } from '../auth/social-error.js';
import { auth, GOOGLE_PROVIDER_NAME, MICROSOFT_PROVIDER_NAME } from '@ferieplan/texts';
import { AuthForm } from '../auth/AuthForm.js';
import { currentPasswordField, emailField } from '../auth/auth-fields.js';
import { notify } from '@ferieplan/ui';

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
      google={{
        label: auth.loginWith(GOOGLE_PROVIDER_NAME),
        onClick: () => void run(signInWithGoogle, googleErrorMessage),
      }}
      microsoft={{
        label: auth.loginWith(MICROSOFT_PROVIDER_NAME),
        onClick: () => void run(signInWithMicrosoft, microsoftErrorMessage),
      }}
      after={
        <p className="auth-switch">
          {auth.noAccount}{' '}
          <Link to="/opprett-konto" state={location.state}>
            {auth.registerHere}
          </Link>
        </p>
      }
      fields={[
        emailField({ value: email, onValue: setEmail }),
        currentPasswordField({ value: password, onValue: setPassword }),
      ]}
      onSubmit={submit}
      busy={busy}
      submitLabel={auth.loginSubmit}
      busyLabel={auth.loginBusy}
    />
  );
}

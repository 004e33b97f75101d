import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  authErrorMessage,
  createAccount,
  sendVerificationEmail,
  signInWithGoogle,
  signInWithMicrosoft,
  signOut,
} from '@ferieplan/auth-store';
import { auth, GOOGLE_PROVIDER_NAME, MICROSOFT_PROVIDER_NAME } from '@ferieplan/texts';
import { AuthCard, AuthForm } from './AuthForm.js';
import { emailField, newPasswordFields } from './auth-fields.js';
import { PrivacyNote } from './PrivacyNote.js';
import { validateSignup } from './signup-validation.js';
import { googleErrorMessage, microsoftErrorMessage } from './social-error.js';
import { takeReturnTo } from './return-to.js';
import { notify } from '@ferieplan/ui';
import { loadLoginPage } from '../pages/load-login-page.js';

/** 'Logg inn her' is about to be followed: /login's code starts loading (a failure shows on the click). */
const preloadLogin = () => void loadLoginPage().catch(() => undefined);

/**
 * Normal sign-up. E-mail registration creates the account, sends the confirmation e-mail and signs out
 * again: the person confirms and then logs in ('Sjekk e-posten din'). Google goes straight on.
 */
export function EmailSignup() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignup({ email, password, confirmPassword });
    if (problem) {
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      await createAccount(email.trim(), password);
      await sendVerificationEmail().catch((error: unknown) => console.error(error));
      await signOut();
      notify.success(auth.registered);
      setDone(true);
    } catch (error) {
      console.error(error);
      notify.error(authErrorMessage(error, auth.registerFailed));
    } finally {
      setBusy(false);
    }
  };

  const social = async (signIn: () => Promise<unknown>, describe: (error: unknown) => string) => {
    setBusy(true);
    try {
      await signIn();
      notify.success(auth.loggedIn);
      navigate(takeReturnTo(location.state), { replace: true });
    } catch (error) {
      console.error(error);
      notify.error(describe(error));
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard>
        <div className="auth-confirmation">
          <h1>{auth.checkEmailTitle}</h1>
          <p>{auth.checkEmailText}</p>
          <Link to="/" className="fp-button">
            {auth.toFrontPage}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title={auth.signupTitle}
      intro={auth.signupIntro}
      google={{
        label: auth.continueWith(GOOGLE_PROVIDER_NAME),
        onClick: () => void social(signInWithGoogle, googleErrorMessage),
      }}
      microsoft={{
        label: auth.continueWith(MICROSOFT_PROVIDER_NAME),
        onClick: () => void social(signInWithMicrosoft, microsoftErrorMessage),
      }}
      after={
        <>
          <p className="auth-switch">
            {auth.haveAccount}{' '}
            <Link
              to="/login"
              state={location.state}
              onPointerEnter={preloadLogin}
              onTouchStart={preloadLogin}
              onFocus={preloadLogin}
            >
              {auth.loginHere}
            </Link>
          </p>
          <PrivacyNote />
        </>
      }
      fields={[
        emailField({ value: email, onValue: setEmail }),
        ...newPasswordFields(
          { value: password, onValue: setPassword },
          { value: confirmPassword, onValue: setConfirmPassword },
        ),
      ]}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={auth.signupSubmit}
      busyLabel={auth.signupBusy}
    />
  );
}

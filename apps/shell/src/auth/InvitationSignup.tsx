import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authErrorMessage } from '@ferieplan/auth-store';
import { ApiError, invitationsApi, type InvitationLookupResult } from '@ferieplan/api-client';
import { auth } from '@ferieplan/texts';
import { Spinner } from '@ferieplan/ui';
import { TextField } from '../lib/TextField.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { storeSelectedOrganization } from '../lib/selected-organization.js';
import { validateInvitationSignup } from './signup-validation.js';
import { completeInvitation } from './complete-invitation.js';

type Lookup = { state: 'loading' } | { state: 'invalid' } | { state: 'valid'; invitation: InvitationLookupResult };

/** 'Fullfør registreringen': the invited e-mail is read-only; success lands on /dashboard. */
export function InvitationSignup({ token }: { token: string }) {
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    setLookup({ state: 'loading' });
    invitationsApi
      .lookup(token)
      .then((invitation) => active && setLookup({ state: 'valid', invitation }))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setLookup({ state: 'invalid' });
      });
    return () => {
      active = false;
    };
  }, [token]);

  if (lookup.state === 'loading') return <Spinner label={auth.checkingInvitation} showLabel size="large" />;

  if (lookup.state === 'invalid') {
    return (
      <div className="auth-confirmation">
        <h1>{auth.invitationTitle}</h1>
        <p role="alert" className="auth-alert">
          {auth.invitationInvalid}
        </p>
        <Link to="/" className="fp-button">
          {auth.toFrontPage}
        </Link>
      </div>
    );
  }

  const { invitation } = lookup;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInvitationSignup({ name, email: invitation.email, password, confirmPassword });
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const organizationId = await completeInvitation(invitation, name, password);
      if (organizationId) storeSelectedOrganization(organizationId);
      toast.success(auth.registered);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      console.error(error);
      toast.error(error instanceof ApiError ? error.message : authErrorMessage(error, auth.registerFailed));
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{auth.invitationTitle}</h1>
      <p className="auth-intro">{auth.invitationIntro(invitation.organizationName)}</p>
      <form onSubmit={(e) => void submit(e)}>
        <TextField label={auth.email} type="email" name="email" value={invitation.email} readOnly />
        <TextField
          label={auth.yourName}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={busy}
        />
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          disabled={busy}
        />
        <button type="submit" className="fp-button fp-button--block" disabled={busy}>
          {busy ? auth.invitationBusy : auth.invitationSubmit}
        </button>
      </form>
    </>
  );
}

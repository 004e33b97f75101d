import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { authErrorMessage, selectOrganization } from '@ferieplan/auth-store';
import {
  changedBy,
  invitationQueries,
  useApiMutation,
  userMessage,
  type InvitationLookupResult,
} from '@ferieplan/api-client';
import { auth } from '@ferieplan/texts';
import { notify, Spinner } from '@ferieplan/ui';
import { newPasswordFields } from './auth-fields.js';
import { AuthCard, AuthForm } from './AuthForm.js';
import { PrivacyNote } from './PrivacyNote.js';
import { validateInvitationSignup } from './signup-validation.js';
import { completeInvitation } from './complete-invitation.js';

/** 'Fullfør registreringen': the invited e-mail is read-only; success lands on /dashboard. */
export function InvitationSignup({ token }: { token: string }) {
  const navigate = useNavigate();
  const lookup = useQuery(invitationQueries.lookup(token));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const complete = useApiMutation(
    (signup: { invitation: InvitationLookupResult; name: string; password: string }) =>
      completeInvitation(signup.invitation, token, signup.name, signup.password),
    changedBy.memberships,
    {
      success: auth.registered,
      failure: (error) => userMessage(error, { fallback: authErrorMessage(error, auth.registerFailed) }),
    },
  );
  // Busy until the dashboard shows: the account exists now.
  const busy = complete.isPending || complete.isSuccess;

  if (lookup.isPending) {
    return (
      <AuthCard>
        <Spinner label={auth.checkingInvitation} showLabel size="large" />
      </AuthCard>
    );
  }

  if (lookup.isError) {
    return (
      <AuthCard>
        <div className="auth-confirmation">
          <h1>{auth.invitationTitle}</h1>
          <p role="alert" className="auth-alert">
            {auth.invitationInvalid}
          </p>
          <Link to="/" className="fp-button">
            {auth.toFrontPage}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const invitation = lookup.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInvitationSignup({ name, email: invitation.email, password, confirmPassword });
    if (problem) {
      notify.error(problem);
      return;
    }
    complete.mutate(
      { invitation, name, password },
      {
        onSuccess: (organizationId) => {
          selectOrganization(organizationId);
          navigate('/dashboard', { replace: true });
        },
      },
    );
  };

  return (
    <AuthForm
      title={auth.invitationTitle}
      intro={auth.invitationIntro(invitation.organizationName)}
      onSubmit={submit}
      busy={busy}
      submitLabel={auth.invitationSubmit}
      busyLabel={auth.invitationBusy}
      after={<PrivacyNote />}
      fields={[
        { label: auth.email, type: 'email', name: 'email', value: invitation.email },
        { label: auth.yourName, name: 'name', autoComplete: 'name', value: name, onValue: setName },
        ...newPasswordFields(
          { value: password, onValue: setPassword },
          { value: confirmPassword, onValue: setConfirmPassword },
        ),
      ]}
    />
  );
}

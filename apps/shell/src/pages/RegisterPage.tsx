import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { changedBy, organizationsApi, useApiMutation } from '@ferieplan/api-client';
import { selectOrganization } from '@ferieplan/auth-store';
import { auth, organizations } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import { AuthForm } from '../auth/AuthForm.js';

/** /register: create an organisation by name (sent with the signed-in user's token). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useApiMutation(organizationsApi.create, changedBy.memberships, {
    success: auth.welcome,
    failure: { fallback: organizations.createFailed, notLoggedIn: organizations.loginToCreate },
  });
  const busy = create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      notify.error(auth.organizationNameRequired);
      return;
    }
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (created) => {
          selectOrganization(created.id);
          navigate('/admindashboard');
        },
      },
    );
  };

  return (
    <AuthForm
      title={auth.registerTitle}
      after={<p className="auth-footnote">{auth.registerFooter}</p>}
      onSubmit={submit}
      busy={busy}
      submitLabel={auth.registerSubmit}
      busyLabel={auth.registerBusy}
      fields={[
        {
          label: auth.organizationName,
          name: 'organizationName',
          autoComplete: 'organization',
          value: name,
          onValue: setName,
        },
      ]}
    />
  );
}

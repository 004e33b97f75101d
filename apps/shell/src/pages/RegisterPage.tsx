import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { changedBy, organizationsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { selectOrganization } from '@ferieplan/auth-store';
import { auth, organizations } from '@ferieplan/texts';
import { Field, notify } from '@ferieplan/ui';
import { AuthForm } from '../auth/AuthForm.js';

/** /register: create an organisation by name (sent with the signed-in user's token). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useApiMutation(organizationsApi.create, changedBy.memberships);
  const busy = create.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      notify.error(auth.organizationNameRequired);
      return;
    }
    try {
      const created = await create.mutateAsync({ name: name.trim() });
      selectOrganization(created.id);
      notify.success(auth.welcome);
      navigate('/admindashboard');
    } catch (error) {
      console.error(error);
      notify.error(userMessage(error, { fallback: organizations.createFailed, notLoggedIn: organizations.loginToCreate }));
    }
  };

  return (
    <AuthForm
      title={auth.registerTitle}
      after={<p className="auth-footnote">{auth.registerFooter}</p>}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={auth.registerSubmit}
      busyLabel={auth.registerBusy}
    >
      <Field
        label={auth.organizationName}
        name="organizationName"
        autoComplete="organization"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={busy}
      />
    </AuthForm>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { ApiError, organizationsApi } from '@ferieplan/api-client';
import { auth, organizations } from '@ferieplan/texts';
import { TextField } from '../lib/TextField.js';
import { storeSelectedOrganization } from '../lib/selected-organization.js';

/** /register: create an organisation by name (sent with the signed-in user's token). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast.error(auth.organizationNameRequired);
      return;
    }
    setBusy(true);
    try {
      const created = await organizationsApi.create({ name: name.trim() });
      storeSelectedOrganization(created.id);
      toast.success(auth.welcome);
      navigate('/admindashboard');
    } catch (error) {
      console.error(error);
      const message =
        error instanceof ApiError ? (error.status === 401 ? organizations.loginToCreate : error.message) : organizations.createFailed;
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <section className="auth-page" aria-labelledby="register-title">
      <div className="auth-card">
        <h1 id="register-title">{auth.registerTitle}</h1>
        <form onSubmit={(e) => void submit(e)}>
          <TextField
            label={auth.organizationName}
            name="organizationName"
            autoComplete="organization"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={busy}
          />
          <button type="submit" className="fp-button fp-button--block" disabled={busy}>
            {busy ? auth.registerBusy : auth.registerSubmit}
          </button>
        </form>
        <p className="auth-footnote">{auth.registerFooter}</p>
      </div>
    </section>
  );
}

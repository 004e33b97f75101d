import { useState, type FormEvent } from 'react';
import type { ApiKeyScope, CreateApiKeyBody } from '@ferieplan/contracts';
import { adminApiKeys as texts, serverApiKeys } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';
import { SubmitButton } from '../../components/SubmitButton.js';

interface ApiKeyFormProps {
  organizationId: string;
  busy: boolean;
  /** Resolves true when the key was made (the form then empties). */
  onCreate: (body: CreateApiKeyBody) => Promise<boolean>;
}

/** Name, scope and optional last day of a new key; the server checks them all again. */
export function ApiKeyForm({ organizationId, busy, onCreate }: ApiKeyFormProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiresOn, setExpiresOn] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(serverApiKeys.nameRequired);
      return;
    }
    setNameError(null);
    const made = await onCreate({ organizationId, name: trimmed, scope, expiresOn: expiresOn || null });
    if (made) {
      setName('');
      setExpiresOn('');
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={texts.nameLabel}
        hint={texts.nameHint}
        error={nameError}
        required
        maxLength={100}
        value={name}
        disabled={busy}
        onValue={setName}
      />
      <fieldset className="fp-field" disabled={busy}>
        <legend>{texts.scopeLabel}</legend>
        {(['read', 'write'] as const).map((value) => (
          <label key={value} className="admin-radio">
            <input
              type="radio"
              name={`${organizationId}-api-key-scope`}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />{' '}
            {value === 'read' ? texts.scopeRead : texts.scopeWrite}
          </label>
        ))}
      </fieldset>
      <Field
        label={texts.expiresLabel}
        hint={texts.expiresHint}
        type="date"
        value={expiresOn}
        disabled={busy}
        onValue={setExpiresOn}
      />
      <SubmitButton busy={busy} label={texts.create} busyLabel={texts.creating} />
    </form>
  );
}

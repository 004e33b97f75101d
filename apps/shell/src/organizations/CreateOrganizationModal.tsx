import { useState, type FormEvent } from 'react';
import type { Organization } from '@ferieplan/contracts';
import { changedBy, organizationsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { common, organizations as texts } from '@ferieplan/texts';
import { Field, Modal } from '@ferieplan/ui';
import { sanitizeOrgnr, validateOrganizationForm } from './organization-form.js';

/** 'Opprett ny organisasjon': name and a 9-digit organisation number. Errors show inside the dialog. */
export function CreateOrganizationModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (organization: Organization) => void;
}) {
  const [name, setName] = useState('');
  const [orgnr, setOrgnr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation(organizationsApi.create, changedBy.memberships);
  const busy = create.isPending;

  const close = () => {
    setName('');
    setOrgnr('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOrganizationForm(name, orgnr);
    setError(problem);
    if (problem) return;
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), orgnr }));
    } catch (failure) {
      console.error(failure);
      setError(userMessage(failure, { fallback: texts.createFailed, notLoggedIn: texts.loginToCreate, server: 'validation' }));
    }
  };

  return (
    <Modal
      open={open}
      title={texts.createTitle}
      onClose={close}
      busy={busy}
      footer={
        <>
          <button type="button" className="fp-button fp-button--secondary" onClick={close} disabled={busy}>
            {common.cancel}
          </button>
          <button type="submit" form="create-organization" className="fp-button" disabled={busy}>
            {busy ? texts.creating : texts.create}
          </button>
        </>
      }
    >
      <form id="create-organization" onSubmit={(e) => void submit(e)} noValidate>
        {error ? (
          <p role="alert" className="fp-error">
            {error}
          </p>
        ) : null}
        <Field
          label={texts.name}
          name="name"
          autoComplete="organization"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={busy}
        />
        <Field
          label={texts.number}
          name="orgnr"
          inputMode="numeric"
          autoComplete="off"
          required
          pattern="[0-9]{9}"
          hint={texts.numberHint}
          value={orgnr}
          onChange={(e) => setOrgnr(sanitizeOrgnr(e.target.value))}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}

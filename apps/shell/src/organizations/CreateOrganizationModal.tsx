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
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal is shown inside the dialog, like the form's own checks.
  const create = useApiMutation(organizationsApi.create, changedBy.memberships, { success: texts.created });
  const busy = create.isPending;
  const error =
    problem ??
    (create.isError
      ? userMessage(create.error, {
          fallback: texts.createFailed,
          notLoggedIn: texts.loginToCreate,
          server: 'validation',
        })
      : null);

  const close = () => {
    setName('');
    setOrgnr('');
    setProblem(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOrganizationForm(name, orgnr);
    setProblem(found);
    if (found) return;
    create.mutate({ name: name.trim(), orgnr }, { onSuccess: onCreated });
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
      <form id="create-organization" onSubmit={submit} noValidate>
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

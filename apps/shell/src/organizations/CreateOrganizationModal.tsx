import { useState, type FormEvent } from 'react';
import type { Organization } from '@ferieplan/contracts';
import { changedBy, organizationsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { organizations as texts } from '@ferieplan/texts';
import { Field, FormDialog } from '@ferieplan/ui';
import { sanitizeOrgnr, validateOrganizationForm } from './organization-form.js';

/**
 * 'Opprett ny organisasjon': name and a 9-digit organisation number. Errors show inside the dialog.
 * Mounted while open: closing it forgets what was typed.
 */
export function CreateOrganizationModal({
  onClose,
  onCreated,
}: {
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOrganizationForm(name, orgnr);
    setProblem(found);
    if (found) return;
    create.mutate({ name: name.trim(), orgnr }, { onSuccess: onCreated });
  };

  return (
    <FormDialog
      title={texts.createTitle}
      onClose={onClose}
      error={error}
      onSubmit={submit}
      confirmLabel={texts.create}
      busyLabel={texts.creating}
      busy={busy}
    >
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
    </FormDialog>
  );
}

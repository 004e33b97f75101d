// 'Omsorgsdager (sykt barn)' (issue 25): the person declares children under 12 and sole care, which
// decide their days (folketrygdloven § 9-6). Shown where the organisation uses Sykt barn; admins see it.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changedBy, sickChildApi, sickChildQueries, useApiMutation } from '@ferieplan/api-client';
import type { SickChildStatus, UpdateSickChildDeclarationBody } from '@ferieplan/contracts';
import { sickChild as texts } from '@ferieplan/texts';

export function SickChildPanel({ organizationId, year }: { organizationId: string; year: number }) {
  const id = useId();
  const status = useQuery({
    ...sickChildQueries.mine(organizationId, year),
    meta: { errorToast: () => texts.loadFailed },
  });
  return (
    <section className="emp-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="emp-panel__title">
        {texts.profileTitle}
      </h2>
      <p className="emp-panel__notice">{texts.profileIntro}</p>
      {status.data && (
        // Keyed by the stored answer: a save or another year starts the fields from the server's.
        <DeclarationForm
          key={`${status.data.childrenUnder12}-${status.data.soleCare}`}
          organizationId={organizationId}
          status={status.data}
        />
      )}
    </section>
  );
}

function DeclarationForm({ organizationId, status }: { organizationId: string; status: SickChildStatus }) {
  const id = useId();
  const [children, setChildren] = useState(String(status.childrenUnder12 ?? 0));
  const [soleCare, setSoleCare] = useState(status.soleCare);
  const save = useApiMutation(
    (body: UpdateSickChildDeclarationBody) => sickChildApi.declare(organizationId, body),
    () => changedBy.sickChild(organizationId),
    { success: texts.saved, failure: { fallback: texts.saveFailed } },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the number (0-20, whole); an empty field is 0 children.
    save.mutate({ childrenUnder12: Number(children || 0), soleCare });
  };
  return (
    <form className="emp-form emp-sick-child" onSubmit={submit} noValidate>
      <div className="emp-field">
        <label htmlFor={`${id}-children`}>{texts.childrenLabel}</label>
        <input
          id={`${id}-children`}
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          value={children}
          disabled={save.isPending}
          onChange={(event) => setChildren(event.target.value)}
        />
      </div>
      <div className="emp-notifications__switch">
        <input
          id={`${id}-sole`}
          type="checkbox"
          checked={soleCare}
          disabled={save.isPending}
          onChange={(event) => setSoleCare(event.target.checked)}
        />
        <label htmlFor={`${id}-sole`}>{texts.soleCareLabel}</label>
      </div>
      <p className="emp-form__preview">{texts.left(status.leftDays, status.allowedDays, status.year)}</p>
      <button type="submit" className="fp-button fp-button--secondary" disabled={save.isPending}>
        {texts.save}
      </button>
    </form>
  );
}

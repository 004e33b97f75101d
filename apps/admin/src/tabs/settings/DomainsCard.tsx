import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  changedBy,
  organizationDomainQueries,
  organizationDomainsApi,
  useApiMutation,
  userMessage,
} from '@ferieplan/api-client';
import { adminDomains as texts } from '@ferieplan/texts';
import { Field, Spinner, StatusBadge } from '@ferieplan/ui';
import { ConfirmedRemoveButton, type RemovalTexts } from '../../components/ConfirmedRemoveButton.js';
import { SecretUrl } from '../../components/SecretUrl.js';
import { AdminCard } from '../../components/AdminCard.js';

const REMOVE: RemovalTexts = {
  label: texts.remove,
  ariaLabel: texts.removeLabel,
  question: texts.removeConfirm,
};

/**
 * Innstillinger → E-postdomene (issue 26, every plan): claim the organisation's e-mail domain, prove it
 * with a DNS TXT record, and let people with a confirmed address there join on their own.
 */
export function DomainsCard({ organizationId }: { organizationId: string }) {
  const domains = useQuery({
    ...organizationDomainQueries.organization(organizationId),
    meta: { errorToast: (error: unknown) => userMessage(error, { fallback: texts.loadFailed }) },
  });
  const [domain, setDomain] = useState('');
  const changes = () => changedBy.domains(organizationId);
  const claim = useApiMutation(organizationDomainsApi.claim, changes, {
    success: texts.claimed,
    failure: { fallback: texts.claimFailed },
  });
  const verify = useApiMutation(organizationDomainsApi.verify, changes, {
    success: texts.verified,
    failure: { fallback: texts.verifyFailed },
  });
  const join = useApiMutation(organizationDomainsApi.setJoinEnabled, changes, {
    success: texts.joinSaved,
    failure: { fallback: texts.joinFailed },
  });
  const remove = useApiMutation(organizationDomainsApi.remove, changes, {
    success: texts.removed,
    failure: { fallback: texts.removeFailed },
  });
  const busy = claim.isPending || verify.isPending || join.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ organizationId, domain: domain.trim() }, { onSuccess: () => setDomain('') });
  };

  return (
    <AdminCard title={texts.title}>
      <p>{texts.intro}</p>
      <form onSubmit={submit}>
        <Field
          label={texts.domainLabel}
          hint={texts.domainHint}
          name="domain"
          required
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          disabled={busy}
        />
        <button type="submit" className="fp-button" disabled={busy}>
          {claim.isPending ? texts.claiming : texts.claim}
        </button>
      </form>
      {domains.isPending ? (
        <Spinner />
      ) : (domains.data ?? []).length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }} aria-label={texts.title}>
          {(domains.data ?? []).map((claimed) => (
            <li key={claimed.id} style={{ borderTop: '1px solid #e5e7eb', padding: '0.75rem 0' }}>
              <h3>
                {claimed.domain}{' '}
                <StatusBadge tone={claimed.verifiedAt ? 'success' : 'neutral'}>
                  {claimed.verifiedAt ? texts.statusVerified : texts.statusUnverified}
                </StatusBadge>
              </h3>
              {claimed.verifiedAt ? (
                <label>
                  <input
                    type="checkbox"
                    checked={claimed.joinEnabled}
                    disabled={busy}
                    onChange={(event) => join.mutate({ id: claimed.id, joinEnabled: event.target.checked })}
                  />{' '}
                  {texts.joinToggle(claimed.domain)}
                </label>
              ) : (
                <>
                  <p>{texts.recordHint(claimed.domain)}</p>
                  <SecretUrl
                    label={texts.recordLabel(claimed.domain)}
                    url={claimed.verificationRecord}
                    copyTexts={texts.recordCopy}
                  />
                  <button
                    type="button"
                    className="fp-button"
                    disabled={busy}
                    onClick={() => verify.mutate(claimed.id)}
                  >
                    {verify.isPending && verify.variables === claimed.id ? texts.verifying : texts.verify}
                  </button>{' '}
                </>
              )}
              <ConfirmedRemoveButton
                name={claimed.domain}
                texts={REMOVE}
                busy={busy}
                onConfirm={() => remove.mutate(claimed.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

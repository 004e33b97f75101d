import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizationDomain } from '@ferieplan/contracts';
import { changedBy, organizationDomainQueries, organizationDomainsApi, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminDomains as texts } from '@ferieplan/texts';
import { ConfirmDialog, Field, Spinner, StatusBadge } from '@ferieplan/ui';
import { SecretUrl } from '../../components/SecretUrl.js';

/**
 * Innstillinger → E-postdomene (issue 26, every plan): claim the organisation's e-mail domain, prove it
 * with a DNS TXT record, and let people with a confirmed address there join on their own.
 */
export function DomainsCard({ organizationId }: { organizationId: string }) {
  const id = useId();
  const domains = useQuery({
    ...organizationDomainQueries.organization(organizationId),
    meta: { errorToast: (error: unknown) => userMessage(error, { fallback: texts.loadFailed }) },
  });
  const [domain, setDomain] = useState('');
  const [removing, setRemoving] = useState<OrganizationDomain | null>(null);
  const changes = () => changedBy.domains(organizationId);
  const claim = useApiMutation(organizationDomainsApi.claim, changes, { success: texts.claimed, failure: { fallback: texts.claimFailed } });
  const verify = useApiMutation(organizationDomainsApi.verify, changes, { success: texts.verified, failure: { fallback: texts.verifyFailed } });
  const join = useApiMutation(organizationDomainsApi.setJoinEnabled, changes, { success: texts.joinSaved, failure: { fallback: texts.joinFailed } });
  const remove = useApiMutation(organizationDomainsApi.remove, changes, { success: texts.removed, failure: { fallback: texts.removeFailed } });
  const busy = claim.isPending || verify.isPending || join.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ organizationId, domain: domain.trim() }, { onSuccess: () => setDomain('') });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section__title">
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      <form onSubmit={submit}>
        <Field label={texts.domainLabel} hint={texts.domainHint} name="domain" required value={domain} onChange={(event) => setDomain(event.target.value)} disabled={busy} />
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
                  <SecretUrl label={texts.recordLabel(claimed.domain)} url={claimed.verificationRecord} copyTexts={texts.recordCopy} />
                  <button type="button" className="fp-button" disabled={busy} onClick={() => verify.mutate(claimed.id)}>
                    {verify.isPending && verify.variables === claimed.id ? texts.verifying : texts.verify}
                  </button>{' '}
                </>
              )}
              <button
                type="button"
                className="fp-button fp-button--secondary admin-small admin-danger-text"
                disabled={busy}
                aria-label={texts.removeLabel(claimed.domain)}
                onClick={() => setRemoving(claimed)}
              >
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={texts.remove}
        message={removing ? texts.removeConfirm(removing.domain) : ''}
        confirmLabel={texts.remove}
        danger
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

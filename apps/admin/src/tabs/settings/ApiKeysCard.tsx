import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyBody } from '@ferieplan/contracts';
import { apiKeyQueries, apiKeysApi, changedBy, useApiMutation, userMessage } from '@ferieplan/api-client';
import { adminApiKeys as texts } from '@ferieplan/texts';
import { Field, Spinner, StatusBadge } from '@ferieplan/ui';
import { AdminTable } from '../../components/AdminTable.js';
import { ConfirmedRemoveButton, type RemovalTexts } from '../../components/ConfirmedRemoveButton.js';
import { SecretUrl } from '../../components/SecretUrl.js';
import { apiKeyStatus } from '../../logic/api-key-status.js';
import { ApiKeyForm } from './ApiKeyForm.js';
import { AdminCard } from '../../components/AdminCard.js';

const moment = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Oslo',
});
const when = (instant: string | null, none: string) => (instant ? moment.format(new Date(instant)) : none);
const COLUMNS = [
  texts.columnName,
  texts.columnKey,
  texts.columnScope,
  texts.columnCreated,
  texts.columnExpires,
  texts.columnLastUsed,
  texts.columnStatus,
  '',
] as const;
const REVOKE: RemovalTexts = {
  label: texts.revoke,
  ariaLabel: texts.revokeLabel,
  question: texts.revokeConfirm,
};
const STATUS = {
  active: { tone: 'success', label: texts.statusActive },
  revoked: { tone: 'danger', label: texts.statusRevoked },
  expired: { tone: 'neutral', label: texts.statusExpired },
} as const;

interface ApiKeysCardProps {
  organizationId: string;
  pro: boolean;
  /** Brings the plan's upgrade button into view. */
  onUpgrade: () => void;
}

/** Innstillinger → API-nøkler (Pro): make a key (shown once), see when each was last used, revoke. */
export function ApiKeysCard({ organizationId, pro, onUpgrade }: ApiKeysCardProps) {
  const keys = useQuery({
    ...apiKeyQueries.organization(organizationId),
    enabled: pro,
    meta: { errorToast: (error: unknown) => userMessage(error, { fallback: texts.loadFailed }) },
  });
  const [shown, setShown] = useState<{ id: string; key: string } | null>(null);
  const changes = () => changedBy.apiKeys(organizationId);
  const create = useApiMutation(apiKeysApi.create, changes, {
    success: texts.created,
    failure: { fallback: texts.createFailed },
  });
  const revoke = useApiMutation(apiKeysApi.remove, changes, {
    success: texts.revoked,
    failure: { fallback: texts.revokeFailed },
  });
  const busy = create.isPending || revoke.isPending;

  const make = (body: CreateApiKeyBody) =>
    create
      .mutateAsync(body)
      .then((made) => {
        setShown({ id: made.id, key: made.key });
        return true;
      })
      .catch(() => false);

  const confirmRevoke = (key: ApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => setShown((current) => (current?.id === key.id ? null : current)),
    });

  return (
    <AdminCard title={texts.title}>
      {!pro ? (
        <div className="admin-upgrade">
          <h3 className="admin-upgrade__title">{texts.upgradeTitle}</h3>
          <p>{texts.upgradeText}</p>
          <button type="button" className="fp-button" onClick={onUpgrade}>
            {texts.upgradeButton}
          </button>
        </div>
      ) : (
        <>
          <p>{texts.intro}</p>
          <Field
            label={texts.organizationIdLabel}
            hint={texts.organizationIdHint}
            value={organizationId}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <ApiKeyForm organizationId={organizationId} busy={busy} onCreate={make} />
          {shown && (
            <div className="admin-api-key-new">
              <SecretUrl label={texts.newKeyLabel} url={shown.key} hint={texts.newKeyHint} />
              <button
                type="button"
                className="fp-button fp-button--secondary admin-small"
                onClick={() => setShown(null)}
              >
                {texts.newKeyDone}
              </button>
            </div>
          )}
          {keys.isPending ? (
            <Spinner />
          ) : (
            <AdminTable columns={COLUMNS} rows={keys.data ?? []} empty={<p>{texts.empty}</p>}>
              {(key) => {
                const status = STATUS[apiKeyStatus(key)];
                return (
                  <tr key={key.id}>
                    <th scope="row" data-label={texts.columnName}>
                      {key.name}
                    </th>
                    <td data-label={texts.columnKey}>
                      <code>{key.prefix}…</code>
                    </td>
                    <td data-label={texts.columnScope}>
                      {key.scope === 'write' ? texts.scopeWrite : texts.scopeRead}
                    </td>
                    <td data-label={texts.columnCreated}>{when(key.createdAt, '')}</td>
                    <td data-label={texts.columnExpires}>{when(key.expiresAt, texts.noExpiry)}</td>
                    <td data-label={texts.columnLastUsed}>{when(key.lastUsedAt, texts.never)}</td>
                    <td data-label={texts.columnStatus}>
                      <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                    </td>
                    <td>
                      {!key.revokedAt && (
                        <ConfirmedRemoveButton
                          name={key.name}
                          texts={REVOKE}
                          busy={busy}
                          onConfirm={() => confirmRevoke(key)}
                        />
                      )}
                    </td>
                  </tr>
                );
              }}
            </AdminTable>
          )}
        </>
      )}
    </AdminCard>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, changedBy, useApiMutation, webhookQueries, webhooksApi } from '@ferieplan/api-client';
import type { CreateWebhookEndpointBody, WebhookEndpoint } from '@ferieplan/contracts';
import { adminWebhooks as texts, webhookEventNames } from '@ferieplan/texts';
import { ConfirmDialog } from '@ferieplan/ui';
import { SecretUrl } from '../../components/SecretUrl.js';
import { AdminCard } from '../../components/AdminCard.js';
import { proOnlyCard } from '../../components/pro-only-card.js';
import { WebhookDeliveries } from './WebhookDeliveries.js';
import { WebhookForm } from './WebhookForm.js';

/** A secret just made, shown under its endpoint until the page is left (it cannot be read again). */
interface ShownSecret {
  endpointId: string;
  secret: string;
}

function WebhooksSection({ organizationId }: { organizationId: string }) {
  const loaded = useQuery({
    ...webhookQueries.organization(organizationId),
    meta: { errorToast: () => texts.loadFailed },
  });
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // A new form (empty address) after each endpoint added.
  const [formKey, setFormKey] = useState(0);
  const changes = () => changedBy.webhooks(organizationId);
  const create = useApiMutation((body: CreateWebhookEndpointBody) => webhooksApi.create(body), changes, {
    success: texts.added,
    failure: { fallback: texts.addFailed },
    onFailure: (error) => setUrlError(error instanceof ApiError ? (error.errors?.url?.[0] ?? null) : null),
  });
  const rotate = useApiMutation(
    (endpoint: WebhookEndpoint) => webhooksApi.rotateSecret(endpoint.id),
    changes,
    {
      success: texts.rotated,
      failure: { fallback: texts.rotateFailed },
    },
  );
  const remove = useApiMutation((endpoint: WebhookEndpoint) => webhooksApi.remove(endpoint.id), changes, {
    success: texts.removed,
    failure: { fallback: texts.removeFailed },
  });

  return (
    <AdminCard className="admin-webhooks" title={texts.title} hint={texts.intro}>
      {loaded.data?.length === 0 && <p>{texts.empty}</p>}
      <ul className="admin-webhooks__list">
        {loaded.data?.map((endpoint) => (
          <li key={endpoint.id} className="admin-webhooks__endpoint">
            <p className="admin-webhooks__url">
              <code>{endpoint.url}</code>
            </p>
            <p className="fp-hint">{endpoint.events.map((event) => webhookEventNames[event]).join(', ')}</p>
            {shown?.endpointId === endpoint.id && (
              <SecretUrl
                label={texts.secretLabel}
                url={shown.secret}
                hint={texts.secretHint}
                copyTexts={texts.secretCopy}
              />
            )}
            <div className="admin-form__buttons admin-form__buttons--start">
              <button
                type="button"
                className="fp-button fp-button--secondary"
                aria-expanded={open === endpoint.id}
                onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
              >
                {texts.deliveries}
              </button>
              <button
                type="button"
                className="fp-button fp-button--secondary"
                disabled={rotate.isPending}
                onClick={() =>
                  rotate.mutate(endpoint, {
                    onSuccess: ({ secret }) => setShown({ endpointId: endpoint.id, secret }),
                  })
                }
              >
                {texts.rotate}
              </button>
              <button
                type="button"
                className="fp-button fp-button--danger"
                aria-label={texts.removeLabel(endpoint.url)}
                onClick={() => setRemoving(endpoint)}
              >
                {texts.remove}
              </button>
            </div>
            {open === endpoint.id && (
              <WebhookDeliveries
                organizationId={organizationId}
                endpointId={endpoint.id}
                url={endpoint.url}
              />
            )}
          </li>
        ))}
      </ul>
      <WebhookForm
        key={formKey}
        busy={create.isPending}
        urlError={urlError}
        onSubmit={(url, events) => {
          setUrlError(null);
          create.mutate(
            { organizationId, url, events },
            {
              onSuccess: (created) => {
                setShown({ endpointId: created.id, secret: created.secret });
                setFormKey((key) => key + 1);
              },
            },
          );
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={texts.remove}
        message={removing ? texts.removeLabel(removing.url) : ''}
        confirmLabel={texts.remove}
        busy={remove.isPending}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
      />
    </AdminCard>
  );
}

/** 'Webhooks' in Innstillinger (Pro): Starter sees what Pro gives instead. */
export const WebhooksCard = proOnlyCard(texts, WebhooksSection);

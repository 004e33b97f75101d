import { useQuery } from '@tanstack/react-query';
import { changedBy, useApiMutation, webhookQueries, webhooksApi } from '@ferieplan/api-client';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@ferieplan/contracts';
import { adminWebhooks as texts, webhookEventNames } from '@ferieplan/texts';
import { Spinner, StatusBadge, type BadgeTone } from '@ferieplan/ui';

const moment = new Intl.DateTimeFormat('nb-NO', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Oslo',
});
const TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  Pending: 'warning',
  Succeeded: 'success',
  Failed: 'danger',
};

/** An endpoint's newest deliveries: time, event, status, the receiver's answer; a failed one can be sent again. */
export function WebhookDeliveries({
  organizationId,
  endpointId,
  url,
}: {
  organizationId: string;
  endpointId: string;
  url: string;
}) {
  const loaded = useQuery({
    ...webhookQueries.deliveries(organizationId, endpointId),
    meta: { errorToast: () => texts.deliveriesLoadFailed },
    // Pending deliveries settle within seconds to minutes: keep the list current while it is open.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'Pending') ? 3000 : false),
  });
  const resend = useApiMutation(
    (delivery: WebhookDelivery) => webhooksApi.resend(delivery.id),
    () => changedBy.webhooks(organizationId),
    { success: texts.resent, failure: { fallback: texts.resendFailed } },
  );
  if (!loaded.data) return loaded.isError ? null : <Spinner />;
  if (loaded.data.length === 0) return <p className="fp-hint">{texts.noDeliveries}</p>;
  return (
    <table className="admin-table admin-webhooks__deliveries" aria-label={texts.deliveriesFor(url)}>
      <thead>
        <tr>
          <th scope="col">{texts.columnTime}</th>
          <th scope="col">{texts.columnEvent}</th>
          <th scope="col">{texts.columnStatus}</th>
          <th scope="col">{texts.columnResponse}</th>
          <th scope="col">{texts.columnAttempts}</th>
          <th scope="col">
            <span className="fp-visually-hidden">{texts.resend}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {loaded.data.map((delivery) => (
          <tr key={delivery.id}>
            <td>
              <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>
                {moment.format(new Date(delivery.lastAttemptAt ?? delivery.createdAt))}
              </time>
            </td>
            <td>{webhookEventNames[delivery.eventType]}</td>
            <td>
              <StatusBadge tone={TONES[delivery.status]}>{texts.status[delivery.status]}</StatusBadge>
            </td>
            <td>
              {delivery.statusCode ?? delivery.error ?? (delivery.attempts > 0 ? texts.noResponse : '')}
            </td>
            <td>{delivery.attempts}</td>
            <td>
              {delivery.status === 'Failed' && (
                <button
                  type="button"
                  className="fp-button fp-button--secondary"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(delivery)}
                >
                  {texts.resend}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@ferieplan/contracts';
import { adminWebhooks as texts, serverWebhooks, webhookEventNames } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';
import { SubmitButton } from '../../components/SubmitButton.js';

interface WebhookFormProps {
  busy: boolean;
  /** The server's message for the address (a refused URL), shown under the field. */
  urlError: string | null;
  onSubmit: (url: string, events: WebhookEventType[]) => void;
}

/** 'Legg til webhook': the address and the events it takes (all chosen to begin with). */
export function WebhookForm({ busy, urlError, onSubmit }: WebhookFormProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => WEBHOOK_EVENT_TYPES.filter((e) => (e === event ? on : chosen.includes(e))));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The one check the browser can make alone; the address rules are the server's.
    if (events.length === 0) return setProblem(serverWebhooks.eventsRequired);
    setProblem(null);
    onSubmit(url.trim(), events);
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <Field
        label={texts.urlLabel}
        hint={texts.urlHint}
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        maxLength={2000}
        value={url}
        disabled={busy}
        error={urlError}
        onValue={setUrl}
      />
      <fieldset className="admin-webhooks__events" aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend>{texts.eventsLegend}</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <label key={event} className="admin-webhooks__event">
            <input
              type="checkbox"
              checked={events.includes(event)}
              disabled={busy}
              onChange={(change) => toggle(event, change.target.checked)}
            />{' '}
            {webhookEventNames[event]} <code>{event}</code>
          </label>
        ))}
        {problem && (
          <p id={`${id}-problem`} className="fp-error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={busy} label={texts.add} busyLabel={texts.adding} />
    </form>
  );
}

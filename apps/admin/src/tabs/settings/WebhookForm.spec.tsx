import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@ferieplan/contracts';
import { adminWebhooks as texts, webhookEventNames } from '@ferieplan/texts';
import { WebhookForm } from './WebhookForm.js';
import { WebhooksCard } from './WebhooksCard.js';

const render = (urlError: string | null = null, busy = false) =>
  renderToStaticMarkup(<WebhookForm busy={busy} urlError={urlError} onSubmit={() => {}} />);

describe('WebhookForm', () => {
  it('asks for the address and offers every event, all chosen to begin with', () => {
    const html = render();
    expect(html).toContain(texts.urlLabel);
    expect(html).toContain(texts.add);
    const boxes = html.match(/<input type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    for (const box of boxes) expect(box).toContain('checked');
    for (const event of WEBHOOK_EVENT_TYPES) expect(html).toContain(webhookEventNames[event]);
  });

  it("shows the server's message under the address, and is busy while adding", () => {
    expect(render('Adressen må begynne med https://')).toContain('role="alert"');
    expect(render(null, true)).toContain(texts.adding);
  });
});

describe('WebhooksCard', () => {
  it('on Starter: what Pro gives and the way to it, no form', () => {
    const html = renderToStaticMarkup(<WebhooksCard organizationId="o" pro={false} onUpgrade={() => {}} />);
    expect(html).toContain(texts.upgradeTitle);
    expect(html).toContain(texts.upgradeButton);
    expect(html).not.toContain(texts.add);
  });
});

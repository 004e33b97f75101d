// Innstillinger → Webhooks against the running system: a Pro admin registers an endpoint pointing at
// a receiver in this test, sees the secret once, a change is delivered signed, and the delivery is listed.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { admin, adminWebhooks, webhookEventNames } from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { createOrganization, futureWeek, requestVacation } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { upgradeToPro } from '../support/planning.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver (the system runs outside production: http to 127.0.0.1 is allowed there). */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ferieplan`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a Pro admin adds a webhook, keeps its secret, and sees the signed delivery listed', async ({
  page,
  newUser,
}) => {
  const receiver = await startReceiver();
  try {
    const owner = await newUser({ displayName: 'Wenche Webhook' });
    const organization = await createOrganization(owner, 'E2E Webhook AS');
    await upgradeToPro(owner, organization.id);

    await openAdminDashboard(page, owner, organization.id);
    await adminTab(page, admin.tabs.settings).click();
    const card = page.locator('section', { has: page.getByRole('heading', { name: adminWebhooks.title }) });
    await expect(card.getByText(adminWebhooks.empty)).toBeVisible();
    await card.getByLabel(adminWebhooks.urlLabel).fill(receiver.url);
    await card.getByRole('button', { name: adminWebhooks.add }).click();

    // The secret, shown this once.
    const secretField = card.getByLabel(adminWebhooks.secretLabel);
    await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secret = await secretField.inputValue();
    await expect(card.getByText(receiver.url)).toBeVisible();
    // A fresh form for the next endpoint.
    await expect(card.getByLabel(adminWebhooks.urlLabel)).toHaveValue('');

    await requestVacation(owner, organization.id, futureWeek(2), 'Webhookferie');
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['ferieplan-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'absence.created',
      organizationId: organization.id,
    });

    await card.getByRole('button', { name: adminWebhooks.deliveries }).click();
    const row = card
      .getByRole('table', { name: adminWebhooks.deliveriesFor(receiver.url) })
      .getByRole('row')
      .filter({ hasText: webhookEventNames['absence.created'] });
    await expect(row).toContainText(adminWebhooks.status.Succeeded, { timeout: 15_000 });
    await expect(row).toContainText('200');
  } finally {
    await receiver.close();
  }
});

// Innstillinger → Slack against the running system and its local Slack fake (tools/slack-fake): a Pro
// admin connects the workspace and picks a channel; a member's request reaches the admin as a DM with
// 'Godkjenn'/'Avslå' on the fake's page, and pressing 'Godkjenn' there approves it in Ferieplan.
import type { VacationRequest } from '@ferieplan/contracts';
import { admin, adminChat, chatMessages } from '@ferieplan/texts';
import { apiAs, expect, test } from '../support/fixtures.js';
import { futureWeek, organizationWithMember, requestVacation } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { upgradeToPro } from '../support/planning.js';

test('a Pro admin connects Slack on the fake and approves a request from the DM', async ({
  page,
  newUser,
  urls,
}) => {
  const owner = await newUser({ displayName: 'Sigrid Slack' });
  const member = await newUser({ displayName: 'Mats Medlem', emailVerified: true });
  const organization = await organizationWithMember(owner, member, 'E2E Slack AS');
  await upgradeToPro(owner, organization.id);

  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.settings).click();
  const card = () =>
    page.locator('section', { has: page.getByRole('heading', { name: adminChat.slackTitle, exact: true }) });
  await card().getByRole('button', { name: adminChat.slackConnect }).click();

  // Slack's consent page (the fake's), then back to Innstillinger through the API's callback.
  await page.getByRole('button', { name: 'Tillat' }).click();
  await page.waitForURL(/\/admindashboard\?tab=settings&slack=connected/);
  await expect(card().getByText(adminChat.slackConnectedTo('Ferieplan Demo'))).toBeVisible({
    timeout: 20_000,
  });
  await card().getByLabel(adminChat.slackChannelLabel).selectOption({ label: '#ferie' });
  await card().getByRole('button', { name: adminChat.slackChannelSave }).click();
  await expect(card().getByText(adminChat.slackChannelCurrent('ferie'))).toBeVisible();

  await requestVacation(member, organization.id, futureWeek(3), 'Slackferie');

  // The fake's workspace page: the channel post and the admin's DM with the buttons.
  await page.goto(urls.slackFake);
  const dm = page.getByRole('article', { name: `Direktemelding til ${owner.email.toLowerCase()}` }).first();
  await expect(async () => {
    await page.reload();
    await expect(dm.getByRole('button', { name: chatMessages.approve })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: '#ferie' }).first()).toContainText(
    'Mats Medlem har søkt om ferie',
  );
  await dm.getByRole('button', { name: chatMessages.approve }).click();
  await expect(dm).toContainText(/Godkjent av .+ via Slack\./);
  await expect(dm.getByRole('button', { name: chatMessages.approve })).toHaveCount(0);

  const mine = await apiAs(member.idToken).get<VacationRequest[]>(
    `/api/VacationRequests/my?organizationId=${organization.id}`,
  );
  expect(mine.body.map((request) => request.status)).toEqual(['Approved']);
});

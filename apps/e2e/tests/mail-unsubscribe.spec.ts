// The unsubscribe link of a notification mail (Pro): an admin gets 'request submitted' when a member asks
// for days, follows the link in that mail (caught by the system's maildev) to the API's small page,
// confirms, and the organisation's notifications are off for them. The mail also carries the link as
// List-Unsubscribe with one-click (RFC 8058).
import { mailCatcherClient } from '@ferieplan/tools/kit/mail-catcher.mjs';
import type { NotificationSetting } from '@ferieplan/contracts';
import { mail } from '@ferieplan/texts';
import { futureWeek, organizationWithMember, requestVacation } from '../support/admin-api.js';
import { apiAs, expect, test } from '../support/fixtures.js';
import { upgradeToPro } from '../support/planning.js';
import { e2eUrls } from '../support/system.js';

const catcher = mailCatcherClient(e2eUrls.mailCatcher);

test("an admin follows the notification mail's unsubscribe link, confirms, and gets no more notifications", async ({
  page,
  newUser,
}) => {
  const admin = await newUser();
  const member = await newUser({ displayName: 'Mari Medlem', emailVerified: true });
  const org = await organizationWithMember(admin, member, `Avmelding AS ${Date.now()}`);
  await upgradeToPro(admin, org.id);
  await requestVacation(member, org.id, futureWeek(6), 'Høstferie');

  const [message] = await catcher.waitForMessagesTo(admin.email, { timeoutMs: 20_000 });
  expect(message.subject).toBe(mail.requestSubmittedSubject(member.displayName));
  const link = /https?:\/\/\S+\/api\/Notifications\/unsubscribe\/[A-Za-z0-9_-]+/.exec(
    message.text ?? '',
  )?.[0];
  expect(link, message.text).toBeTruthy();
  expect(link!.startsWith(e2eUrls.api)).toBe(true);
  expect(await catcher.header(message, 'List-Unsubscribe')).toBe(`<${link}>`);
  expect(await catcher.header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  const settingOf = async () =>
    (await apiAs(admin.idToken).get<NotificationSetting>(`/api/Notifications/organization/${org.id}`)).body;
  expect(await settingOf()).toMatchObject({ enabled: true, available: true });

  // Following the link only asks (mail scanners open links); the button turns them off.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: mail.unsubscribePageTitle })).toBeVisible();
  await expect(page.getByText(mail.unsubscribeConfirm(org.name))).toBeVisible();
  expect((await settingOf()).enabled).toBe(true);
  await page.getByRole('button', { name: mail.unsubscribeAction }).click();
  await expect(page.getByText(mail.unsubscribeDone(org.name))).toBeVisible();
  expect((await settingOf()).enabled).toBe(false);
});

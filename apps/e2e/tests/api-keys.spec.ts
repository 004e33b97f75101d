// Innstillinger → API-nøkler (issue 27) against the running system: an admin of a Pro organisation makes
// a read key, sees it once, an integration lists the approved absences with it, then the admin revokes
// it and the very next request is refused.
import type { VacationRequest } from '@ferieplan/contracts';
import { admin, adminApiKeys, serverApiKeys } from '@ferieplan/texts';
import { apiAs, expect, test } from '../support/fixtures.js';
import { createOrganization, futureWeek, requestVacation } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { upgradeToPro } from '../support/planning.js';

test('an admin makes an API key, a request with it works, and revoking it stops it', async ({
  page,
  newUser,
}) => {
  const owner = await newUser({ displayName: 'Nina Nøkkel' });
  const organization = await createOrganization(owner, 'E2E Nøkkel AS');
  await upgradeToPro(owner, organization.id);
  const week = futureWeek(2);
  await requestVacation(owner, organization.id, week, 'Nøkkelferie');
  const api = apiAs(owner.idToken);
  const [mine] = (
    await api.get<VacationRequest[]>(`/api/VacationRequests/my?organizationId=${organization.id}`)
  ).body;
  expect((await api.put(`/api/VacationRequests/${mine.id}/status`, { status: 'Approved' })).status).toBe(200);

  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.settings).click();
  const card = page.getByRole('region', { name: adminApiKeys.title });
  await card.getByLabel(adminApiKeys.nameLabel).fill('Lønnssystem');
  await card.getByRole('radio', { name: adminApiKeys.scopeRead, exact: true }).check();
  await card.getByRole('button', { name: adminApiKeys.create }).click();

  // Shown once: the whole key, to copy.
  const shown = card.getByLabel(adminApiKeys.newKeyLabel);
  await expect(shown).toHaveValue(/^fp_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  const row = card.getByRole('row').filter({ hasText: 'Lønnssystem' });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(row).toContainText(adminApiKeys.never);
  await card.getByRole('button', { name: adminApiKeys.newKeyDone }).click();
  await expect(card.getByLabel(adminApiKeys.newKeyLabel)).toHaveCount(0);

  // An integration with the key: the organisation's approved absences of the year.
  const integration = apiAs(key);
  const approved = await integration.get<VacationRequest[]>(
    `/api/VacationRequests/organization/${organization.id}?year=${week.year}&status=Approved`,
  );
  expect(approved.status).toBe(200);
  expect(approved.body.map((request) => request.description)).toContain('Nøkkelferie');
  // A read key does not write.
  const write = await integration.put(`/api/VacationRequests/${mine.id}/status`, { status: 'Rejected' });
  expect(write).toEqual({ status: 403, body: { statusCode: 403, message: serverApiKeys.readOnly } });

  // The list shows the use (after a reload of the tab's data).
  await page.reload();
  await adminTab(page, admin.tabs.settings).click();
  await expect(row).not.toContainText(adminApiKeys.never);

  await row.getByRole('button', { name: adminApiKeys.revokeLabel('Lønnssystem') }).click();
  await page.getByRole('dialog').getByRole('button', { name: adminApiKeys.revoke }).click();
  await expect(row).toContainText(adminApiKeys.statusRevoked);
  const refused = await integration.get(`/api/VacationRequests/organization/${organization.id}`);
  expect(refused).toEqual({ status: 401, body: { statusCode: 401, message: serverApiKeys.invalidKey } });
});

// Issue 26 'Importer ansatte' through the screens: the admin uploads a semicolon CSV (BOM, CRLF) with a
// row whose date is not dd.mm.åååå; the preview shows it with its reason and writes nothing; confirming
// imports the other rows, and the people are listed under Invitasjoner as waiting for an answer.
import {
  admin,
  adminEmployees,
  adminImport,
  adminInvitations,
  importTemplateHeaders,
  serverImport,
} from '@ferieplan/texts';
import { expect, test } from '../support/fixtures.js';
import { createOrganization } from '../support/admin-api.js';
import { adminTab, openAdminDashboard } from '../support/admin-browser.js';
import { uniqueEmail } from '../support/auth-emulator.js';
import { upgradeToPro } from '../support/planning.js';

test('import with a preview containing an error, confirm, the people appear as invited', async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const organization = await createOrganization(owner, 'Importert AS');
  await upgradeToPro(owner, organization.id);
  const people = [
    ['Ingrid Import', uniqueEmail('ingrid')],
    ['Ivar Import', uniqueEmail('ivar')],
  ];
  const csv = [
    importTemplateHeaders.join(';'),
    ...people.map(([name, email]) => `${name};${email};;25;01.03.2026;1980;man–fre;nei`),
    `Feil Dato;${uniqueEmail('feil')};;25;2026-03-01;;;nei`,
  ].join('\r\n');

  await openAdminDashboard(page, owner, organization.id);
  await adminTab(page, admin.tabs.employees).click();
  await page.getByRole('button', { name: adminImport.open }).click();
  const dialog = page.getByRole('dialog', { name: adminImport.title });
  await dialog.getByLabel(adminImport.fileLabel).setInputFiles({
    name: 'ansatte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${csv}\r\n`),
  });

  await expect(
    dialog.getByText(adminImport.summary({ invite: 2, update: 0, unchanged: 0, error: 1 })),
  ).toBeVisible();
  const errorRow = dialog.getByRole('row', { name: /Feil Dato/ });
  await expect(errorRow).toContainText(serverImport.dateInvalid);
  for (const [name] of people)
    await expect(dialog.getByRole('row', { name: new RegExp(name) })).toContainText(adminImport.actionInvite);
  // Nothing is written by the preview.
  await expect(page.getByRole('tab', { name: adminEmployees.invitationsTab(0) })).toBeVisible();

  await dialog.getByRole('button', { name: adminImport.confirm(2) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(adminImport.done({ invited: 2, updated: 0, teamsCreated: 0 }))).toBeVisible();
  await expect(page.getByRole('tab', { name: adminEmployees.invitationsTab(2) })).toBeVisible();
  for (const [, email] of people) {
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(
      adminInvitations.statusWaiting,
    );
  }
});

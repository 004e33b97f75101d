// Accessibility scan (axe-core, WCAG 2.x A/AA rules) of the shell's pages: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { auth, landing, organizations, pricing } from '@ferieplan/texts';
import type { Page } from '@playwright/test';
import { apiAs, expect, signInThroughUi, test } from '../support/fixtures.js';
import { uniqueOrgnr } from '../support/shell-helpers.js';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    page.url(),
  ).toEqual([]);
}

const publicPages = [
  { path: '/', heading: landing.headline },
  { path: '/pricing', heading: pricing.title },
  { path: '/login', heading: auth.loginTitle },
  { path: '/opprett-konto', heading: auth.signupTitle },
];

for (const { path, heading } of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('/organizations (with its modal) has no serious accessibility violations', async ({ page, newUser }) => {
  const user = await newUser();
  await signInThroughUi(page, user);
  await expect(page.getByRole('heading', { level: 1, name: organizations.title })).toBeVisible();
  await expect(page.getByText(organizations.noInvitations)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: organizations.createCard }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: organizations.createCard })).toBeFocused();
});

test("/organizations: an organisation's card is named by all it shows (label-content-name-mismatch)", async ({
  page,
  newUser,
}) => {
  const owner = await newUser();
  const orgnr = uniqueOrgnr();
  const created = await apiAs(owner.idToken).post('/api/Organizations', { name: 'Navnefjord AS', orgnr });
  expect(created.status).toBe(201);
  await signInThroughUi(page, owner);
  const card = page.getByRole('button', { name: organizations.openAdmin('Navnefjord AS') });
  await expect(card).toBeVisible();
  // What the card shows is part of its accessible name (WCAG 2.5.3), the name given once.
  await expect(card).toHaveAccessibleName(
    /^Åpne administrasjonspanelet for Navnefjord AS\s*Org\.nr: \d{9}\s*Plan: /,
  );
  // axe's rule is experimental (off by default); Lighthouse runs it.
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  await card.click();
  await expect(page).toHaveURL(/\/admindashboard$/);
});

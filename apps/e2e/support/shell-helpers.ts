// Helpers of the shell journeys (sign-in pages, organisations page).
import { expect, type Page } from '@playwright/test';
import { auth, nav, organizations } from '@ferieplan/texts';

/** A toast (react-hot-toast renders them with role="status") with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Clicks a sign-in button that opens the provider's popup (the Auth emulator's account page) and returns the popup. */
export async function openSignInPopup(page: Page, button: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  return popupOpened;
}

/** Signs in on the emulator's account page as a new account `email` named `name`; waits for the popup to close. */
export async function signInOnEmulatorPopup(popup: Page, email: string, name: string): Promise<void> {
  await popup.getByLabel(auth.email, { exact: true }).fill(email);
  await popup.getByLabel(auth.emulatorGoogleName).fill(name);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: auth.emulatorGoogleSubmit }).click();
  await closed;
}

/** Signed in: on /organizations with the 'Logget inn' toast, the page's heading and the logout button. */
export async function expectSignedInOnOrganizations(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(toast(page, auth.loggedIn)).toBeVisible();
  await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
  await expect(page.getByRole('button', { name: nav.logout })).toBeVisible();
}

/** Fills the sign-up form of /opprett-konto (normal mode) and submits it. */
export async function submitSignup(page: Page, email: string, password: string, confirmPassword: string) {
  await page.getByLabel(auth.email, { exact: true }).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByLabel(auth.confirmPassword, { exact: true }).fill(confirmPassword);
  await page.getByRole('button', { name: auth.signupSubmit }).click();
}

/** Opens the 'Opprett ny organisasjon' modal on /organizations and returns it. */
export async function openCreateOrganization(page: Page) {
  await page.getByRole('button', { name: organizations.createCard }).click();
  const dialog = page.getByRole('dialog', { name: organizations.createTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A unique, valid (MOD11) organisation number: orgnr is UNIQUE in the database. */
export { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';

/** A 32-character invitation token (letters, digits, '-' and '_'), as the spec's client generates. */
export function invitationToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

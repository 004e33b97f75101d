// The visitor's journey through the shell: landing -> pricing -> sign-up (validation, success) -> login
// -> create organisation -> /admindashboard; plus the route guards and logout.
import { auth, common, footer, landing, nav, organizations, pricing, PRODUCT_NAME } from '@ferieplan/texts';
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';
import { expect, signInThroughUi, test, uniqueEmail } from '../support/fixtures.js';
import { openCreateOrganization, submitSignup, toast, uniqueOrgnr } from '../support/shell-helpers.js';
import { E2E_SITE } from '../support/site.js';
import { storeTokenExpiry } from '../support/signed-in-start.js';

test('a visitor signs up, logs in and creates an organisation', async ({ page }) => {
  const email = uniqueEmail('shell');
  const password = 'Hemmelig123';

  // Landing page
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landing.headline })).toBeVisible();
  for (const feature of landing.features)
    await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  await expect(page.getByText(landing.consultantsNote)).toBeVisible();
  // No invented customer quotes (issue 16): the spec's three testimonials wait for real customers.
  await expect(page.locator('figure, blockquote')).toHaveCount(0);
  await expect(page.getByText(landing.ctaText)).toBeVisible();
  await expect(page.getByText(footer.copyright(new Date().getFullYear()))).toBeVisible();
  // The operator's details come from /config.json once the shell runs: '/' is prerendered and starts it
  // on the visitor's intent (pointer, touch, scroll, focus, key).
  await page.getByRole('contentinfo').hover();
  await expect(page.getByText(footer.credit(E2E_SITE.SITE_MAKER, E2E_SITE.SITE_ORGNR))).toBeVisible();
  await expect(page.getByRole('link', { name: footer.hostedBy(E2E_SITE.SITE_HOSTING_NAME) })).toHaveAttribute(
    'href',
    E2E_SITE.SITE_HOSTING_URL,
  );

  // 'Start gratis' opens pricing; 'Velg Pro' goes to sign-up
  await page.getByRole('link', { name: landing.ctaButton }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: pricing.starter.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: pricing.pro.name })).toBeVisible();
  await expect(page.getByText('499')).toBeVisible();
  await page.getByRole('link', { name: pricing.pro.button }).click();
  await expect(page).toHaveURL(/\/opprett-konto$/);
  await expect(page.getByRole('heading', { name: auth.signupTitle })).toBeVisible();

  // Validation, in the spec's order
  await submitSignup(page, email, 'abc', 'abd');
  await expect(toast(page, auth.passwordsDiffer)).toBeVisible();
  await submitSignup(page, email, 'abcde', 'abcde');
  await expect(toast(page, auth.passwordTooShort)).toBeVisible();

  // Success: the confirmation view replaces the form
  await submitSignup(page, email, password, password);
  await expect(page.getByRole('heading', { name: auth.checkEmailTitle })).toBeVisible();
  await expect(page.getByText(auth.checkEmailText)).toBeVisible();
  await expect(page.getByRole('link', { name: auth.toFrontPage })).toHaveAttribute('href', '/');

  // Login (a wrong password first)
  await page
    .getByRole('navigation', { name: nav.mainNavigation })
    .getByRole('link', { name: nav.login })
    .click();
  await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
  await page.getByLabel(auth.email, { exact: true }).fill(email);
  await page.getByLabel(auth.password, { exact: true }).fill('feil-passord');
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(toast(page, 'Feil e-post eller passord.')).toBeVisible();
  await page.getByLabel(auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
  await expect(page.getByText(organizations.noInvitations)).toBeVisible();

  // Create organisation: the modal's validation, then success
  const dialog = await openCreateOrganization(page);
  await dialog.getByRole('button', { name: organizations.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(organizations.nameRequired);
  await dialog.getByLabel(organizations.name).fill('Fjordtest AS');
  await dialog.getByLabel(organizations.number).fill('12a34-5');
  await expect(dialog.getByLabel(organizations.number)).toHaveValue('12345');
  await dialog.getByRole('button', { name: organizations.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(organizations.numberInvalid);
  const orgnr = uniqueOrgnr();
  await dialog.getByLabel(organizations.number).fill(`${orgnr}12`);
  await expect(dialog.getByLabel(organizations.number)).toHaveValue(orgnr);
  // A typo (wrong MOD11 control digit) is refused before anything is sent.
  await dialog.getByLabel(organizations.number).fill(`${orgnr.slice(0, 8)}${(Number(orgnr[8]) + 1) % 10}`);
  await dialog.getByRole('button', { name: organizations.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(organizations.numberChecksum);
  // Pasted as Brønnøysundregistrene writes it ('987 654 321'): all nine digits stay.
  await dialog
    .getByLabel(organizations.number)
    .fill(`${orgnr.slice(0, 3)} ${orgnr.slice(3, 6)} ${orgnr.slice(6)}`);
  await expect(dialog.getByLabel(organizations.number)).toHaveValue(orgnr);
  await dialog.getByRole('button', { name: organizations.create }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
  const selected = await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY);
  expect(selected).toMatch(/^[0-9a-f-]{36}$/);

  // The card on /organizations opens the admin dashboard again
  await page.goto('/organizations');
  const card = page.getByRole('button', { name: organizations.openAdmin('Fjordtest AS') });
  await expect(card).toContainText(`${organizations.orgnr}: ${orgnr}`);
  await expect(card).toContainText(`${organizations.plan}: Starter`);
  await page.evaluate((key) => localStorage.removeItem(key), SELECTED_ORGANIZATION_KEY);
  await card.click();
  await expect(page).toHaveURL(/\/admindashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY)).toBe(selected);

  // Signed in: / and /login go to /organizations, the title too
  await page.goto('/');
  await expect(page).toHaveURL(/\/organizations$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/organizations');

  // Logout goes to /
  await page.getByRole('button', { name: nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: nav.login })).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
});

test('after logout, the next person to sign in in the tab starts on /organizations, with nothing selected', async ({
  page,
  newUser,
}) => {
  const [first, second] = [await newUser(), await newUser()];
  await signInThroughUi(page, first);
  await openCreateOrganization(page).then(async (dialog) => {
    await dialog.getByLabel(organizations.name).fill('Forrige AS');
    await dialog.getByLabel(organizations.number).fill(uniqueOrgnr());
    await dialog.getByRole('button', { name: organizations.create }).click();
  });
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.getByRole('button', { name: nav.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  // signInThroughUi expects /organizations, not the previous user's dashboard.
  await signInThroughUi(page, second);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY)).toBeNull();
});

test('a visitor to a protected page signs in and lands on the page asked for', async ({ page, newUser }) => {
  const user = await newUser();
  await page.goto('/pricing');
  await page.goto('/organizations?fra=lenke');
  await expect(page).toHaveURL(/\/opprett-konto$/);
  // The redirect replaced the history entry: back returns to the page before, not the protected one.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/opprett-konto$/);
  await page.getByRole('link', { name: auth.loginHere }).click();
  // The sign-up form stays on screen until /login's code has loaded, and its fields carry the same
  // labels ('E-post', 'Passord'): fill only once the sign-in form is there.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
  await page.getByLabel(auth.email, { exact: true }).fill(user.email);
  await page.getByLabel(auth.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/organizations\?fra=lenke$/);
  await expect(toast(page, auth.loggedIn)).toBeVisible();
});

test('the navbar works at 360 px and with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: nav.mainNavigation });
  for (const name of [nav.pricing, nav.login, nav.signup])
    await expect(navigation.getByRole('link', { name })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Tab from the top reaches 'Priser' and Enter follows it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: nav.pricing })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
});

test("protected pages show 'Laster...' while the session loads", async ({ page, newUser }) => {
  const user = await newUser();
  await signInThroughUi(page, user);
  // A stored token due for refresh, so the stored session cannot stand in (auth-store's resumeStoredSession),
  // and the Firebase chunk held back on the next page load: the session cannot resolve yet.
  await storeTokenExpiry(page, Date.now() + 60_000);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/firebase\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // 'commit': a returning person's page fetches the Firebase chunk from the start (loadAuthSdk), so the
  // held chunk also holds the load event.
  await page.goto('/organizations', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: common.loading })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: organizations.title })).toBeVisible();
});

test('/register creates an organisation by name and opens the admin dashboard', async ({ page, newUser }) => {
  const user = await newUser();
  await signInThroughUi(page, user);
  await page.goto('/register');
  await expect(page.getByText(auth.registerFooter)).toBeVisible();
  await page.getByLabel(auth.organizationName).fill('  ');
  await page.getByRole('button', { name: auth.registerSubmit }).click();
  await expect(toast(page, auth.organizationNameRequired)).toBeVisible();
  await page.getByLabel(auth.organizationName).fill('Registrert AS');
  await page.getByRole('button', { name: auth.registerSubmit }).click();
  await expect(toast(page, auth.welcome)).toBeVisible();
  await expect(page).toHaveURL(/\/admindashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_ORGANIZATION_KEY)).toMatch(
    /^[0-9a-f-]{36}$/,
  );
});

// Click → remote content visible for the two signed-in dashboards (issue 14: ≤ 100 ms with a warm
// cache), measured inside the page: from the click on an organisation card on /organizations to the
// first frame that shows the dashboard's heading. An admin (own organisation → /admindashboard) and a
// member (joined organisation → /dashboard) are made through the Auth emulator and the API.
import { identityClient, uniqueEmail } from '../../kit/identity.mjs';
import { uniqueOrgnr } from '../../kit/orgnr.mjs';
import { apiClient } from './http.mjs';

const DASHBOARDS = [
  { path: '/admindashboard', role: 'admin', heading: '.admin-title' },
  { path: '/dashboard', role: 'member', heading: '.emp-header__title' },
];

/** The body of a call the API must answer with 2xx. */
async function ok(call) {
  const { status, body } = await call;
  if (status >= 300) throw new Error(`HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

/** An organisation with its admin and a member who accepted the invitation. */
export async function organizationWithMember(urls) {
  const identity = identityClient(urls.authEmulator);
  const admin = await identity.signUp({ displayName: 'Astrid Admin', emailVerified: true });
  const name = `Benkfjord ${uniqueOrgnr()}`;
  const asAdmin = apiClient(urls.api, admin.idToken);
  const organization = await ok(asAdmin('POST', '/api/Organizations', { name, orgnr: uniqueOrgnr() }));
  const member = await identity.signUp({
    email: uniqueEmail('ansatt'),
    displayName: 'Mona Medlem',
    emailVerified: true,
  });
  await ok(
    asAdmin('POST', '/api/UserInvitations', {
      organizationId: organization.id,
      email: member.email,
      isAdmin: false,
    }),
  );
  const asMember = apiClient(urls.api, member.idToken);
  const mine = await ok(asMember('GET', '/api/UserInvitations/mine'));
  const invitation = mine.find(
    (item) => item.organizationId === organization.id && item.status === 'Pending',
  );
  await ok(asMember('POST', `/api/UserInvitations/${invitation.id}/accept`));
  return { id: organization.id, name, admin, member };
}

/** Milliseconds from clicking the organisation's card to the first frame with the dashboard's heading. */
function clickToHeading(page, { name, heading }) {
  return page.evaluate(
    ({ name, heading }) =>
      new Promise((resolve, reject) => {
        const card = [...document.querySelectorAll('button.orgs-card')].find((b) =>
          b.textContent.includes(name),
        );
        if (!card) return reject(new Error(`no card for ${name}`));
        const started = performance.now();
        const check = () =>
          document.querySelector(heading)?.checkVisibility()
            ? resolve(performance.now() - started)
            : requestAnimationFrame(check);
        card.click();
        check();
      }),
    { name, heading },
  );
}

/** Signs in on /login (once per browser context; Firebase keeps the session for the reloads). */
export async function signIn(page, shellUrl, user) {
  const seen = [];
  const note = (line) => seen.push(`${Date.now() % 100000} ${line}`);
  page.on(
    'console',
    (message) => message.type() !== 'log' && note(`console ${message.type()}: ${message.text()}`),
  );
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`url ${frame.url()}`));
  page.on('requestfailed', (request) => note(`failed ${request.url()} ${request.failure()?.errorText}`));
  try {
    await page.goto(`${shellUrl}/login`);
    // Typed and pressed at once, while the app starts on the prerendered form: no press may be lost there
    // (issue 28; a press across the start was lost when hydrating scrolled the page, see layout/PageScroll.tsx).
    await page.locator('input[type=email]').fill(user.email);
    await page.locator('input[type=password]').first().fill(user.password);
    await page.locator('form button[type=submit]').click();
    note('submitted');
    await page.waitForURL(/\/organizations$/);
  } catch (error) {
    // What the page showed and said, so a failed sign-in names its cause.
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    console.log(
      `  innlogging feilet på ${page.url()}:\n    ${seen.join('\n    ')}\n    side: ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
    );
    throw error;
  }
}

/** Loads the organisations page and waits for its cards and for the network to settle (its idle prefetch). */
async function openOrganizations(page, shellUrl, name) {
  if (!page.url().endsWith('/organizations')) await page.goto(`${shellUrl}/organizations`);
  await page.locator('button.orgs-card', { hasText: name }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * @returns {Promise<Array<{ path: string, cold: number, warm: number[] }>>} the first click (remote
 *   prefetched while idle, HTTP cache empty) and `runs` clicks after reloading /organizations (warm cache).
 */
export async function measureDashboardClicks(browser, urls, runs = 5) {
  const people = await organizationWithMember(urls);
  const results = [];
  for (const dashboard of DASHBOARDS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = people[dashboard.role];
    const target = { name: people.name, heading: dashboard.heading };
    await signIn(page, urls.shell, user);
    await openOrganizations(page, urls.shell, people.name);
    const cold = await clickToHeading(page, target);
    const warm = [];
    for (let run = 0; run < runs; run++) {
      await openOrganizations(page, urls.shell, people.name);
      warm.push(await clickToHeading(page, target));
    }
    results.push({ path: dashboard.path, cold, warm });
    await context.close();
  }
  return results;
}

// Independent deploy of one remote, seen by an open browser: release r2 of the admin remote (a changed
// build) goes up beside r1, the front routes /r2/, /remotes.json moves admin to r2; the page that had the
// admin dashboard open gets r2 on its next load, and the shell and the other remotes are never rebuilt
// or restarted. Then the rollback: /remotes.json back to r1, and the browser is on r1 again.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SELECTED_ORGANIZATION_KEY } from '@ferieplan/contracts';
import { auth } from '@ferieplan/texts';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../kit/chromium.mjs';
import { ROOT } from '../kit/root.mjs';
import { ownerWithOrganization } from './checks.mjs';

/** The change the "team" ships: a module-level side effect of the admin remote's exposed page. */
const RELEASE_MARKER_FILE = 'apps/admin/src/AdminDashboardPage.tsx';
const markerSource = (release) =>
  `\n// Rehearsal: release ${release} of the admin remote.\ndocument.documentElement.dataset.adminRelease = '${release}';\n`;

/** A copy of the repository's sources (tracked and new files, no node_modules) with the admin change. */
export function changedAdminSources(release) {
  const dir = mkdtempSync(join(tmpdir(), `ferieplan-admin-${release}-`));
  chmodSync(dir, 0o755); // mkdtemp makes it private; nginx's workers (process mode) must read the build
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the work tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  appendFileSync(join(dir, RELEASE_MARKER_FILE), markerSource(release));
  return dir;
}

/** Process mode: builds the changed admin with the repository's installed tools. */
export function buildAdminLocally(sourceDir) {
  symlinkSync(join(ROOT, 'node_modules'), join(sourceDir, 'node_modules'));
  execFileSync('npm', ['run', 'build', '-w', 'apps/admin'], { cwd: sourceDir, stdio: 'ignore' });
  return join(sourceDir, 'apps/admin/dist');
}

/** A signed-in browser on /admindashboard; records CSP violations and which admin release it loaded. */
export async function openAdminDashboard({ urls }) {
  const { owner, organizationId, organizationName } = await ownerWithOrganization({
    urls,
    prefix: 'admin-utrulling',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ baseURL: urls.shell, locale: 'nb-NO' });
  const problems = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const adminEntries = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js') && response.url().startsWith(urls.remote('admin'))) {
      adminEntries.push(response.url());
    }
  });

  await page.goto('/login');
  await page.getByLabel(auth.email, { exact: true }).fill(owner.email);
  await page.getByLabel(auth.password, { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: auth.loginSubmit }).click();
  await page.waitForURL(/\/organizations$/, { timeout: 30_000 });
  await page.evaluate(
    ([key, id]) => localStorage.setItem(key, id),
    [SELECTED_ORGANIZATION_KEY, organizationId],
  );
  await page.goto('/admindashboard');

  /** Waits for the dashboard (the organisation's heading, rendered by the admin remote) and says which release it is. */
  const loadedRelease = async () => {
    // In #root: the shell's first frame paints the same heading before the remote has run (apps/shell/src/first-frame).
    await page
      .locator('#root')
      .getByRole('heading', { level: 1, name: organizationName })
      .waitFor({ timeout: 30_000 });
    return (await page.evaluate(() => document.documentElement.dataset.adminRelease)) ?? 'r1';
  };
  return {
    loadedRelease,
    reload: async () => {
      await page.reload();
      try {
        return await loadedRelease();
      } catch (error) {
        // Seen once in ~5 runs on a loaded machine: the dashboard did not render within 30 s of a
        // reload. A person would reload again; say so in the log (a second failure still fails the step).
        console.log(
          `  note: no dashboard 30 s after a reload (${String(error).split('\n')[0]}); reloading once more`,
        );
        await page.reload();
        return loadedRelease();
      }
    },
    lastAdminEntry: () => adminEntries.at(-1),
    problems,
    close: () => browser.close(),
  };
}

export function removeSources(dir) {
  rmSync(dir, { recursive: true, force: true });
}

// Byte budgets (npm test, after the build): fails when what a browser loads first grows past its
// budget, in gzip bytes of JavaScript. Bytes of a build are deterministic, so this is a test, not a
// benchmark. Raise a budget only on purpose, in the same commit as the growth, and say why.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstLoads, gzipBytes } from './first-load.mjs';

/**
 * KiB (1024 bytes) of gzip JavaScript, about 2-10 % above the loads of 2026-11-23 (/ 130.5, landing 10.3-10.5,
 * employee 22.8, admin 20.5, staffing 14.2). '/' is everything the landing page needs to run: the shell's
 * entry and app chunk, the shared singletons they and the page consume, and the landing remote's page. The
 * prerendered / loads these on the visitor's first intent; before it, only start-on-intent runs (1.0 KiB,
 * bench:web), which prefetches the two entries when the browser is idle (downloads, not runs).
 * Issue 14's goal for '/' is 150 KiB: the public pages start without the router, the data layer and the
 * auth SDK (apps/shell/src/public), 191.1 KiB before.
 * 2026-11-26, issue 28: @ferieplan/texts, contracts, vacation-rules and holidays are no longer shared singletons
 * (tools/rspack/create-config.mjs): each app bundles the part it imports, so '/' no longer carries every
 * screen's strings and rules (140.7 -> 128.6 KiB; budget back from 145 to 135), while each remote's first load
 * now counts its own strings and rules, which before came with the shell's shared copy (employee 19.3 -> 26.5,
 * admin 24.3 -> 35.7, staffing 14.7 -> 17.1 KiB; what a signed-in page downloads in all stays about the same).
 * 2026-11-26, issue 28: the federation runtime is bundled for the browser only and from its ES modules
 * (tools/rspack/federation-runtime.mjs): the shell's main.js 31.7 -> 29.0 KiB, each remoteEntry.js 0.9 KiB less
 * ('/' 131.4 -> 126.7, landing 11.1 -> 10.2, admin 29.0 -> 28.1 KiB): '/' 135 -> 132, landing 11.5 -> 11,
 * privacy 13.5 -> 13, admin 37.5 -> 30 (its strings and rules were made smaller since its last budget).
 * 2026-11-27, issue 28: the dashboard's panels after the calendar and a request's history lines, and the admin
 * dashboard's tabs other than the requests tab, load in chunks of their own after the first paint (employee
 * 26.8 -> 24.2, admin 28.2 -> 21.3 KiB): employee 28 -> 26, admin 30 -> 23.
 */
const BUDGETS_KIB = {
  '/': 132,
  'landing/LandingPage': 11,
  'landing/PricingPage': 11,
  // The privacy notice's long text loads only with this page (11.9 KiB measured).
  'landing/PrivacyPage': 13,
  'employee/DashboardPage': 26,
  'admin/AdminDashboardPage': 23,
  'staffing/StaffingCalendar': 18,
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const built = ['shell', 'landing', 'employee', 'admin', 'staffing'].every((app) =>
  existsSync(join(import.meta.dirname, '../../apps', app, 'dist/first-load.json')),
);

/** One line per load over its budget, with its figure. */
function overBudget(loads, budgets) {
  return Object.entries(loads)
    .filter(([name, bytes]) => bytes > budgets[name] * 1024)
    .map(
      ([name, bytes]) =>
        `${name} loads ${kib(bytes)} gzip of JavaScript, over its budget of ${budgets[name]} KiB`,
    );
}

test('a load over its budget is reported with its figure', () => {
  assert.deepEqual(
    overBudget({ '/': 160 * 1024, 'landing/LandingPage': 1024 }, { '/': 150, 'landing/LandingPage': 6 }),
    ['/ loads 160.0 KiB gzip of JavaScript, over its budget of 150 KiB'],
  );
});

test(
  'first loads stay within their byte budgets',
  { skip: built ? false : 'the web apps are not built (npm test builds them first)' },
  () => {
    const loads = firstLoads();
    assert.deepEqual(
      Object.keys(loads).sort(),
      Object.keys(BUDGETS_KIB).sort(),
      'every first load has a budget',
    );
    const over = overBudget(loads, BUDGETS_KIB);
    assert.deepEqual(over, [], over.join('\n'));
  },
);

// Shared singletons every signed-in page loads first, through the lists of names the apps use
// (tools/rspack/react-router-facade.mjs, react-query-facade.mjs). The router: 30.1 KiB measured, the whole
// package was 59.9 KiB. The query library: 11.4 KiB measured, the whole package was 13.1 KiB (2026-11-27).
const SHARED_BUDGETS_KIB = { 'react-router-dom': 32, '@tanstack/react-query': 12 };

test(
  'the shared router and query library stay within their byte budgets',
  { skip: built ? false : 'the web apps are not built (npm test builds them first)' },
  () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../apps/shell/dist/mf-manifest.json'), 'utf8'),
    );
    const loads = Object.fromEntries(
      Object.keys(SHARED_BUDGETS_KIB).map((name) => {
        const shared = manifest.shared.find((entry) => entry.name === name);
        const files = shared.assets.js.sync.filter((file) => file.endsWith('.js'));
        return [name, gzipBytes(files.map((file) => ['shell', file]))];
      }),
    );
    const over = overBudget(loads, SHARED_BUDGETS_KIB);
    assert.deepEqual(over, [], over.join('\n'));
  },
);

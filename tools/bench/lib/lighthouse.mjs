// Lighthouse (mobile defaults: emulated phone, simulated slow 4G) on one page, `runs` times, each in a
// fresh Chromium, and the median printed. A signed-in page gets its session first: Playwright signs in
// on /login in the same browser (over its DevTools port), then Lighthouse loads the page in a new tab.
// Lighthouse empties the HTTP cache before loading but keeps IndexedDB and local storage (its default
// clearStorageTypes), so the page is measured cold, with Firebase's stored session.
// BENCH_LIGHTHOUSE_SAVE=<folder>: each run's full report (JSON) is written there, for its audits
// (largest-contentful-paint-element, critical-request-chains, network-requests) and trace timings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM } from '../../kit/chromium.mjs';
import { signIn } from './dashboard-clicks.mjs';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

// The spec's local-storage key (SELECTED_ORGANIZATION_KEY of @ferieplan/contracts; Node runs no TypeScript here).
const SELECTED_ORGANIZATION_KEY = 'selectedOrganizationId';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A fresh headless Chromium (its own empty profile and cache), as Lighthouse loads the pages in. */
export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });

/**
 * Signs `user` in on this browser (on the prerendered /login, typing and pressing while the app starts) and
 * selects the organisation the dashboards open, if given.
 * @param {{ user: { email: string, password: string }, organizationId?: string }} session
 */
export async function startSession(port, shellUrl, { user, organizationId }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signIn(page, shellUrl, user);
    if (organizationId) {
      // The landing's lists shown (an organisation's card), as someone coming back has seen them: the app
      // keeps what it showed there (the admin dashboard's first frame names the selected organisation from
      // it, apps/shell/src/first-frame). networkidle alone came before the lists on a loaded machine.
      await page.locator('.orgs-card:not(.orgs-card--new)').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        ([key, id]) => localStorage.setItem(key, id),
        [SELECTED_ORGANIZATION_KEY, organizationId],
      );
    }
    await page.close();
  } finally {
    // Only the connection: the browser and its stored session stay for Lighthouse.
    await browser.close();
  }
}

/** Writes the run's report to BENCH_LIGHTHOUSE_SAVE, if set. */
function saveReport(path, run, lhr) {
  const folder = process.env.BENCH_LIGHTHOUSE_SAVE;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run + 1}.json`;
  writeFileSync(join(folder, name), JSON.stringify(lhr));
}

/**
 * @param {{ shellUrl: string, path: string, runs: number, session?: { user: { email: string, password: string }, organizationId: string } }} options
 * @returns {Promise<object[]>} the Lighthouse results
 */
export async function runLighthouse({ shellUrl, path, runs, session }) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await launchChromium();
    try {
      if (session) await startSession(chrome.port, shellUrl, session);
      const result = await lighthouse(`${shellUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.finalDisplayedUrl !== `${shellUrl}${path}`)
        console.log(`  (Lighthouse endte på ${result.lhr.finalDisplayedUrl})`);
      results.push(result.lhr);
      saveReport(path, run, result.lhr);
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/** Median score and timings of the runs, the accessibility score and its failed audits. */
export function printLighthouse(label, all) {
  // A run Lighthouse could not finish (on a loaded machine: the page did not settle in time) has no
  // score or timings; it is counted, not taken into the median.
  const results = all.filter(
    (lhr) => !lhr.runtimeError && Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue),
  );
  if (results.length < all.length)
    console.log(
      `  (${label}: ${all.length - results.length} av ${all.length} kjøringer fullførte ikke: ${all.find((lhr) => lhr.runtimeError)?.runtimeError?.code ?? 'ingen LCP'})`,
    );
  if (results.length === 0) return;
  const scores = results.map((lhr) => Math.round(lhr.categories.performance.score * 100));
  console.log(
    `Lighthouse (mobil) for ${label}, median av ${results.length} kjøringer: ytelse ${median(scores)} (alle: ${scores.join(', ')}), tilgjengelighet ${Math.round(results[0].categories.accessibility.score * 100)}`,
  );
  for (const id of METRICS) {
    const values = results.map((lhr) => lhr.audits[id].numericValue);
    const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
    const shown = (v) => (id === 'cumulative-layout-shift' ? v.toFixed(3) : Math.round(v));
    console.log(
      `  ${results[0].audits[id].title}: median ${shown(median(values))}${unit} (alle: ${values.map(shown).join(', ')})`,
    );
  }
  const bytes = results.map((lhr) => lhr.audits['total-byte-weight'].numericValue);
  console.log(`  Overført: median ${(median(bytes) / 1024).toFixed(0)} KiB`);
  const lhr = results[0];
  const failed = Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
  );
  for (const audit of failed) console.log(`  tilgjengelighet: ${audit.id} – ${audit.title}`);
}

// `npm run bench:web`: starts the whole system (own ports, a fresh database on BENCH_PG_URL), measures the gzip bytes of
// JavaScript that Chromium downloads for /, /pricing and /login (cold cache; / and /pricing also after the
// visitor's first intent, when their shell starts; what start-on-intent prefetches when idle, downloaded
// but not run, apart); click → content visible for /admindashboard and /dashboard from the organisations
// page (lib/dashboard-clicks.mjs); and runs Lighthouse (mobile defaults: emulated phone, simulated slow 4G,
// lib/lighthouse.mjs) with Debian's Chromium BENCH_RUNS times (default 5) on /, /login and /opprett-konto,
// and signed in on /organizations, /dashboard and /admindashboard, printing the median performance score
// and timings and the accessibility score. BENCH_LIGHTHOUSE_PATHS (comma-separated) picks some of these
// pages; BENCH_WEB_LIGHTHOUSE_ONLY=1 skips the byte and click measurements; BENCH_LIGHTHOUSE_SAVE=<folder>
// keeps each run's full Lighthouse report (JSON: the LCP element, the requests, the trace's timings). A
// sign-in that does not reach /organizations prints what the page showed and said. BENCH_PORT_BASE
// (default 17000) moves the ports.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM } from '../kit/chromium.mjs';
import { startSystem } from '../dev/system.mjs';
import { measureDashboardClicks, organizationWithMember } from './lib/dashboard-clicks.mjs';
import { freshDatabase } from './lib/database.mjs';
import { printLighthouse, runLighthouse } from './lib/lighthouse.mjs';
import { runBench } from './lib/run.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * JavaScript bytes on the wire (gzip as served) for one cold page load, split by origin. intent: then the
 * pointer over the first heading (the prerendered pages start the shell on the visitor's intent).
 */
async function measureJs(browser, url, { intent = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let prefetched = 0;
  page.on('requestfinished', async (request) => {
    // <link rel=prefetch> (start-on-intent, when idle): downloaded for later, not run.
    const prefetch = request.headers()['sec-purpose']?.includes('prefetch');
    if (request.resourceType() !== 'script' && !prefetch) return;
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    // Served from the cache (what the idle prefetch fetched): nothing on the wire (Chromium reports < 0).
    const bytes = Math.max(0, sizes.responseBodySize);
    if (prefetch) prefetched += bytes;
    else scripts.push({ url: request.url(), bytes });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (intent) {
    await page.locator('h1').first().hover();
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(500); // requestfinished handlers settle
  await context.close();
  const byOrigin = {};
  for (const s of scripts) byOrigin[new URL(s.url).port] = (byOrigin[new URL(s.url).port] ?? 0) + s.bytes;
  return { total: scripts.reduce((t, s) => t + s.bytes, 0), files: scripts.length, byOrigin, prefetched };
}

/** The JavaScript bytes of the public pages and the click → dashboard timings. */
async function measureBytesAndClicks(system, portNames) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    for (const [path, intent] of [
      ['/', false],
      ['/', true],
      ['/pricing', false],
      ['/pricing', true],
      ['/login', false],
      ['/login', true],
      ['/opprett-konto', false],
      ['/opprett-konto', true],
    ]) {
      const result = await measureJs(browser, `${system.urls.shell}${path}`, { intent });
      const split = Object.entries(result.byOrigin)
        .map(([port, bytes]) => `${portNames[port] ?? port} ${kib(bytes)}`)
        .join(', ');
      const when = intent ? ' etter første hensikt (pekeren over siden)' : '';
      console.log(
        `JS lastet for ${path}${when}: ${kib(result.total)} gzip i ${result.files} filer (${split})${
          result.prefetched ? `; forhåndshentet (ikke kjørt): ${kib(result.prefetched)}` : ''
        }`,
      );
    }
    for (const { path, cold, warm } of await measureDashboardClicks(browser, system.urls)) {
      const sorted = [...warm].sort((a, b) => a - b);
      console.log(
        `Klikk → innhold synlig for ${path}: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms med varm cache (alle: ${warm.map(Math.round).join(', ')}), første klikk ${Math.round(cold)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main(defer) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'FERIEPLAN_PORT_BASE', 'STRIPE_SECRET_KEY', 'FIREBASE_API_KEY'])
    delete env[name];
  const base = Number(process.env.BENCH_PORT_BASE || 17000);
  const started = Date.now();
  const system = await startSystem({
    portBase: base,
    env,
    databaseUrl: await freshDatabase('ferieplan_bench_web', defer),
    quiet: true,
    log: (l) => console.log(`[bench] ${l}`),
  });
  defer(() => system.stop());
  console.log(`System klart på ${((Date.now() - started) / 1000).toFixed(1)} s: ${system.urls.shell}`);
  const portNames = Object.fromEntries(
    Object.entries(system.ports).map(([name, port]) => [String(port), name]),
  );
  if (!process.env.BENCH_WEB_LIGHTHOUSE_ONLY) await measureBytesAndClicks(system, portNames);

  const runs = Number(process.env.BENCH_RUNS || 5);
  const only = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',');
  const people = await organizationWithMember(system.urls);
  const asAdmin = { user: people.admin, organizationId: people.id };
  const asMember = { user: people.member, organizationId: people.id };
  for (const [path, session] of [
    ['/', undefined],
    ['/login', undefined],
    ['/opprett-konto', undefined],
    ['/organizations', asAdmin],
    ['/dashboard', asMember],
    ['/admindashboard', asAdmin],
  ]) {
    if (only && !only.includes(path)) continue;
    const results = await runLighthouse({ shellUrl: system.urls.shell, path, runs, session });
    printLighthouse(session ? `${path} (innlogget)` : path, results);
  }
}

await runBench(main);

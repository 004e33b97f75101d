// `npm run bench:web`: starts the whole system (own ports, a fresh database on BENCH_PG_URL), measures the gzip bytes of
// JavaScript that Chromium downloads for /, /pricing and /login (cold cache; / and /pricing also after the
// visitor's first intent, when their shell starts; what start-on-intent prefetches when idle, downloaded
// but not run, apart), and runs Lighthouse (mobile
// defaults: emulated phone, simulated slow 4G) on / with Debian's Chromium BENCH_RUNS times (default 5),
// printing the median performance score and timings and the accessibility score; and click → content
// visible for /admindashboard and /dashboard from the organisations page (lib/dashboard-clicks.mjs). BENCH_PORT_BASE
// (default 17000) moves the ports.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS as FLAGS, CHROMIUM_PATH as CHROMIUM } from '../kit/chromium.mjs';
import { startSystem } from '../dev/system.mjs';
import { measureDashboardClicks } from './lib/dashboard-clicks.mjs';
import { freshDatabase } from './lib/database.mjs';
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    for (const [path, intent] of [
      ['/', false],
      ['/', true],
      ['/pricing', false],
      ['/pricing', true],
      ['/login', false],
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

  const runs = Number(process.env.BENCH_RUNS || 5);
  const METRICS = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...FLAGS],
    });
    try {
      const result = await lighthouse(`${system.urls.shell}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const scores = results.map((lhr) => Math.round(lhr.categories.performance.score * 100));
  console.log(
    `Lighthouse (mobil) for /, median av ${runs} kjøringer: ytelse ${median(scores)} (alle: ${scores.join(', ')}), tilgjengelighet ${Math.round(results[0].categories.accessibility.score * 100)}`,
  );
  for (const id of METRICS) {
    const values = results.map((lhr) => lhr.audits[id].numericValue);
    const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
    const shown = (v) => (id === 'cumulative-layout-shift' ? v.toFixed(3) : Math.round(v));
    console.log(
      `  ${results[0].audits[id].title}: median ${shown(median(values))}${unit} (alle: ${values.map(shown).join(', ')})`,
    );
  }
  const lhr = results[0];
  const failed = Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
  );
  for (const audit of failed) console.log(`  tilgjengelighet: ${audit.id} – ${audit.title}`);
}

await runBench(main);

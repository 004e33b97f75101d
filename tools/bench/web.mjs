// `npm run bench:web`: what the browser loads for the landing page and the login page, printed, not
// asserted. For / and /login: gzip bytes of all JavaScript the page loads (each file gzip -9, as the
// static server sends it); for /: a Lighthouse run with its default mobile settings (performance,
// accessibility). Goal (issue 4): / at most 200 KiB gzip JS, performance >= 90, accessibility >= 95.
//   BENCH_URL=http://localhost:4200  measure a running system instead of starting one
//   BENCH_PORT_BASE=16000            ports of the system this script starts (as FERIEPLAN_PORT_BASE)
//   CHROMIUM_PATH=/usr/bin/chromium
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const ROOT = join(import.meta.dirname, '..', '..');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function startOwnSystem() {
  const { startSystem } = await import('../dev/system.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'ferieplan-bench-web-'));
  const system = await startSystem({ portBase: Number(process.env.BENCH_PORT_BASE || 16000), dataDir, quiet: true });
  return {
    url: system.urls.shell,
    stop: async () => {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script the page loads within a few idle seconds (Firebase included, if it loads). */
async function javascriptOf(browser, url) {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      files.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.close();
  return [...files.entries()].sort((a, b) => b[1] - a[1]);
}

async function lighthouse(url) {
  const output = join(mkdtempSync(join(tmpdir(), 'ferieplan-lh-')), 'report.json');
  await promisify(execFile)(
    join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output, { force: true });
  return report;
}

const system = process.env.BENCH_URL ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} } : await startOwnSystem();
try {
  const browser = await chromium.launch({ executablePath: chromePath });
  for (const path of ['/', '/login']) {
    const files = await javascriptOf(browser, system.url + path);
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0);
    const firebase = files.some(([file]) => /\/firebase\.[0-9a-f]+\.js$/.test(file));
    console.log(`${path.padEnd(7)} ${kib(total)} gzip JavaScript in ${files.length} files (Firebase chunk ${firebase ? 'loaded' : 'not loaded'})`);
    for (const [file, bytes] of files.slice(0, 6)) console.log(`          ${kib(bytes).padStart(10)}  ${file.replace(system.url, '')}`);
  }
  await browser.close();

  const report = await lighthouse(system.url + '/');
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '-';
  console.log(`Lighthouse / (mobile): performance ${score('performance')}, accessibility ${score('accessibility')}`);
  console.log(
    `          FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
  );
} finally {
  await system.stop();
}

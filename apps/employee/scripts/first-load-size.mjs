// Prints what the browser downloads the first time the shell opens /dashboard: mf-manifest.json,
// remoteEntry.js, the exposed page's synchronous JS/CSS and the shared modules the shell does not
// provide itself (the same files Chromium fetches from the employee origin).
// Run after `npm run build -w apps/shell -w apps/employee`: node apps/employee/scripts/first-load-size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const dist = (app) => join(root, app, 'dist');
const manifest = (app) => JSON.parse(readFileSync(join(dist(app), 'mf-manifest.json'), 'utf8'));

const employee = manifest('employee');
const shellShares = new Set(manifest('shell').shared.map((entry) => entry.name));
const page = employee.exposes.find((entry) => entry.path === './DashboardPage');
const files = [
  ['manifest', 'mf-manifest.json'],
  ['remoteEntry', 'remoteEntry.js'],
  ...page.assets.js.sync.map((file) => ['page js', file]),
  ...page.assets.css.sync.map((file) => ['page css', file]),
  ...employee.shared
    .filter((entry) => !shellShares.has(entry.name))
    .flatMap((entry) => entry.assets.js.sync.map((file) => [`shared ${entry.name}`, file])),
];

let raw = 0;
let gzip = 0;
for (const [what, file] of files) {
  const bytes = readFileSync(join(dist('employee'), file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(
    `${what.padEnd(28)} ${file.padEnd(52)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KiB ${(zipped / 1024).toFixed(1).padStart(6)} KiB gzip`,
  );
}
console.log(
  `${'first load of /dashboard'.padEnd(81)} ${(raw / 1024).toFixed(1).padStart(7)} KiB ${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip`,
);

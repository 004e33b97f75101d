// `node tools/dev/lock-platform-entries.mjs`: adds lock entries for platform-specific optional packages
// (e.g. @rspack/binding-darwin-arm64) that the registry reachable here does not serve, so npm left them
// out of package-lock.json and `npm ci` then refuses the lock ("Missing: ... from lock file").
// The entries carry os/cpu only: npm skips them on other platforms, exactly as with a complete lock.
// Run it after `npm install` changed the lock (it is idempotent).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = join(import.meta.dirname, '..', '..', 'package-lock.json');
const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ppc64', 'riscv64', 's390x', 'ia32', 'arm', 'wasm32', 'loong64', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('wasi') ? undefined : undefined);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('armv7') ? 'arm' : undefined);
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

/** Where Node would find `dep` from the package at `from` (walks up the node_modules folders). */
function resolveLocation(packages, from, dep) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('/node_modules/');
    base = index < 0 ? '' : base.slice(0, index);
  }
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveLocation(packages, path, dep)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    const location = `node_modules/${dep}`;
    packages[location] = {
      version: version.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added.push(`${dep}@${packages[location].version}`);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length
    ? `added ${added.length} lock entries:\n  ${added.join('\n  ')}`
    : 'package-lock.json is complete',
);

// Chromium for the browser journeys, bench:web and the rehearsal: headless, as root, on a machine without
// internet (without the background-networking flags it keeps dialling Google's hosts, which are refused here).
// Found where it is: CHROMIUM_PATH, the distributions' packages, or a browser Playwright downloaded itself.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
];

/** Playwright's own Chromium builds (`npx playwright install chromium`), newest first. */
function playwrightBrowsers(env) {
  const root = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache/ms-playwright');
  let folders = [];
  try {
    folders = readdirSync(root).filter((name) => /^chromium-\d+$/.test(name));
  } catch {
    return [];
  }
  folders.sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  return folders.flatMap((folder) =>
    ['chrome-linux64/chrome', 'chrome-linux/chrome'].map((bin) => join(root, folder, bin)),
  );
}

/** The Chromium binary to use, or null. A CHROMIUM_PATH that does not exist is not replaced by a guess. */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return [...SYSTEM_PATHS, ...playwrightBrowsers(env)].find((path) => exists(path)) ?? null;
}

/** One line that says how to get Chromium (printed instead of one launch error per journey). */
export function chromiumMissing(env = process.env) {
  return env.CHROMIUM_PATH
    ? `Fant ikke Chromium i CHROMIUM_PATH=${env.CHROMIUM_PATH}: rett stien, eller fjern variabelen for å bruke en installert Chromium.`
    : 'Fant ikke Chromium: installer den (Debian/Ubuntu: sudo apt-get install chromium), eller sett CHROMIUM_PATH til en Chromium- eller Chrome-binær.';
}

/** Where Chromium is; Debian's path when none is found (callers that need it check findChromium first). */
export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The first script of the prerendered pages (/, /pricing, /login, /opprett-konto; tools/rspack/prerender-plugin.mjs
// bundles it on its own, without Module Federation, and puts it in their HTML instead of the shell's
// entry). The HTML is the whole page and its interactive parts are links and forms, so React, the federation
// runtime, the remotes and the auth SDK are not evaluated before the first paint (issue 14: they were the
// blocking time and held Lighthouse's LCP back). The shell's entry starts when the visitor shows intent
// (pointer, touch, focus, key, input, scroll), then hydrates the page (the landing pages with the landing
// remote's current release, the sign-in pages with the full app). A link clicked before that waits for the
// start and is then followed inside the app; if the shell cannot load, it is an ordinary page load. A press
// of a form's button waits too and is then handed to the app with what was typed (form-handover.ts). After
// the load, when the browser is idle, the shell's entry (and the landing remote's entry on its pages) is
// prefetched (downloaded into the cache, not run), so the first intent waits less.
import { hasSessionHint } from '@ferieplan/auth-store';
import { PRERENDERED_PATHS, publicPageAt } from '../public-pages.js';
import { fetchManifest, remoteEntryUrl } from '../remote-manifest.js';
import { handOver, holdPress, holdSubmit } from './form-handover.js';
import { APP_STARTED_EVENT } from './started-event.js';

const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'wheel',
  'scroll',
];
const entry = (document.currentScript as HTMLScriptElement).dataset.app!;
let clicked: HTMLAnchorElement | null = null;

/** A plain left click on a link to another page of this site: the app follows it once it runs. */
function isInAppClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin &&
    link.pathname !== window.location.pathname
  );
}

function holdClick(event: MouseEvent): void {
  if (holdPress(event)) return start();
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented || !isInAppClick(event, link)) return;
  event.preventDefault();
  clicked = link;
  start();
}

function holdSubmitted(event: SubmitEvent): void {
  if (holdSubmit(event)) start();
}

function followClicked(inApp: boolean): void {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmitted, true);
  if (inApp) handOver(document.getElementById('root')!);
  const link = clicked;
  clicked = null;
  if (!link) return;
  if (inApp && link.isConnected) link.click();
  else window.location.assign(link.href);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  document.addEventListener(APP_STARTED_EVENT, () => followClicked(true), { once: true });
  const script = document.createElement('script');
  script.src = entry;
  script.onerror = () => followClicked(false);
  // The shell failed to start (say /remotes.json did not load): a held click becomes a page load.
  window.addEventListener('unhandledrejection', () => {
    if (clicked) followClicked(false);
  });
  document.head.appendChild(script);
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1);

/** One <link rel=prefetch> per idle period, so no task of the page grows long (no blocking time). */
function prefetch(files: string[]): void {
  const [href, ...rest] = files;
  if (started || !href) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.appendChild(link);
  whenIdle(() => prefetch(rest));
}

/**
 * Only downloads, nothing runs: the first intent finds the shell's entry (with the federation runtime, the
 * largest file it waits for first) and the landing remote's entry in the cache. Not the files they load in
 * turn: prefetching those too (20 requests) started the shell 36 % sooner instead of 21 %, but raised
 * Lighthouse's simulated blocking time (median 54 -> 118 ms in an interleaved comparison).
 */
async function prefetchStart(): Promise<void> {
  if (started) return;
  prefetch([entry]);
  const page = publicPageAt(window.location.pathname);
  if (!page) return;
  const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  const { manifest, base } = await fetchManifest(remotes[page.remote]!);
  const remoteEntry = remoteEntryUrl(manifest, base);
  if (remoteEntry) prefetch([remoteEntry]);
}

/**
 * /opprett-konto?invitation=…: the page was prerendered without the query (normal sign-up), so its
 * markup is not what the app shows here; the app renders the invitation form into an empty root at once.
 */
function prerenderedForThisUrl(): boolean {
  if (!PRERENDERED_PATHS.includes(window.location.pathname)) return false;
  return !new URLSearchParams(window.location.search).has('invitation');
}

document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmitted, true);
// Someone who signed in on this browser is sent on by the full app at once.
if (!prerenderedForThisUrl()) {
  document.getElementById('root')!.replaceChildren();
  start();
} else if (hasSessionHint()) start();
else {
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('load', () => whenIdle(() => void prefetchStart().catch(() => undefined)), {
    once: true,
  });
}

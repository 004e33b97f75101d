// The first script of the prerendered public pages (/ and /pricing; tools/rspack/prerender-plugin.mjs
// bundles it on its own, without Module Federation, and puts it in their HTML instead of the shell's
// entry). The HTML is the whole page and its only interactive parts are links, so React, the federation
// runtime and the landing remote are not evaluated before the first paint (issue 14: they were the
// blocking time and held Lighthouse's LCP back). The shell's entry starts when the visitor shows intent
// (pointer, touch, focus, key, scroll), then hydrates the page with the landing remote's current release. A link
// clicked before that waits for the start and is then followed inside the app; if the shell cannot load,
// it is an ordinary page load. After the load, when the browser is idle, the shell's entry and the landing
// remote's entry are prefetched (downloaded into the cache, not run), so the first intent waits less.
import { hasSessionHint } from '@ferieplan/auth-store';
import { publicPageAt } from '../public-pages.js';
import { fetchManifest, remoteEntryUrl } from '../remote-manifest.js';
import { APP_STARTED_EVENT } from './started-event.js';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel', 'scroll'];
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
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented || !isInAppClick(event, link)) return;
  event.preventDefault();
  clicked = link;
  start();
}

function followClicked(inApp: boolean): void {
  document.removeEventListener('click', holdClick, true);
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
  const remotes = (await (await fetch('/remotes.json')).json()) as Record<string, string>;
  const { manifest, base } = await fetchManifest(remotes[publicPageAt(window.location.pathname)!.remote]!);
  const remoteEntry = remoteEntryUrl(manifest, base);
  if (remoteEntry) prefetch([remoteEntry]);
}

document.addEventListener('click', holdClick, true);
// Someone who signed in on this browser is sent on by the full app at once.
if (hasSessionHint() || !publicPageAt(window.location.pathname)) start();
else {
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('load', () => whenIdle(() => void prefetchStart().catch(() => undefined)), {
    once: true,
  });
}

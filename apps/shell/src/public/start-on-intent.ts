// The first script of the prerendered public pages (/ and /pricing; tools/rspack/prerender-plugin.mjs
// bundles it on its own, without Module Federation, and puts it in their HTML instead of the shell's
// entry). The HTML is the whole page and its only interactive parts are links, so React, the federation
// runtime and the landing remote are not evaluated before the first paint (issue 14: they were the
// blocking time and held Lighthouse's LCP back). The shell's entry starts when the visitor shows intent
// (pointer, touch, focus, key, scroll), then hydrates the page with the landing remote's current release. A link
// clicked before that waits for the start and is then followed inside the app; if the shell cannot load,
// it is an ordinary page load.
import { hasSessionHint } from '@ferieplan/auth-store';
import { publicPageAt } from '../public-pages.js';
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

document.addEventListener('click', holdClick, true);
// Someone who signed in on this browser is sent on by the full app at once.
if (hasSessionHint() || !publicPageAt(window.location.pathname)) start();
else
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });

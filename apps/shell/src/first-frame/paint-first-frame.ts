// The first frame's markup: the signed-in navbar and the page's heading where the page puts it, painted
// beside the app's root (which stays hidden until the page itself shows; hand-over below). The same
// classes as the shell's Navbar and PendingPage, and as the dashboards' headers (their rules are shared,
// @ferieplan/ui/dashboard-headers/*.css, inlined in index.html).
import { nav, PRODUCT_NAME } from '@ferieplan/texts';
import type { FirstFrameContent } from './first-frame-content.js';

/** Marks the frame's element (the e2e tests look for it). */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

function element(tag: string, className: string | null, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function link(href: string, text: string, active: boolean, className?: string): HTMLElement {
  const anchor = element('a', className ?? (active ? 'active' : null), text);
  anchor.setAttribute('href', href);
  if (active) anchor.setAttribute('aria-current', 'page');
  return anchor;
}

/**
 * The signed-in navbar without its sign-out button: that needs the app, and a press on it before the
 * app runs would be lost; its links are ordinary links meanwhile.
 */
function navbar(pathname: string): HTMLElement {
  const header = element('header', 'shell-header');
  const bar = element('nav', 'shell-nav');
  bar.setAttribute('aria-label', nav.mainNavigation);
  const links = element('ul', 'shell-nav__links');
  for (const [href, text] of [
    ['/pricing', nav.pricing],
    ['/organizations', nav.organizations],
  ] as const) {
    const item = element('li', null);
    item.append(link(href, text, pathname === href));
    links.append(item);
  }
  bar.append(link('/organizations', PRODUCT_NAME, false, 'shell-nav__title'), links);
  header.append(bar);
  return header;
}

function page(content: FirstFrameContent): HTMLElement {
  if (content.page === 'organizations') {
    // PendingPage's markup (layout/page-title.tsx).
    const container = element('div', 'fp-container');
    container.append(element('h1', null, content.title));
    return container;
  }
  if (content.page === 'dashboard') {
    // DashboardPage's page box and heading (apps/employee), without the rest of its header.
    const header = element('div', 'emp-page');
    header.append(
      element('h1', 'emp-header__title', content.title),
      element('p', 'emp-header__subtitle', content.subtitle),
    );
    return header;
  }
  // AdminDashboard's page box and header (apps/admin).
  const header = element('div', 'admin-page');
  header.append(
    element('p', 'admin-eyebrow', content.eyebrow),
    element('h1', 'admin-title', content.title),
    element('p', 'admin-subtitle', content.subtitle),
  );
  return header;
}

/** Paints the frame before `root` and hides `root` until the page shows there (handOverWhenPageShows). */
export function paintFirstFrame(
  root: HTMLElement,
  content: FirstFrameContent,
  pathname: string,
): HTMLElement {
  const frame = element('div', 'shell');
  frame.setAttribute(FIRST_FRAME_ATTRIBUTE, content.page);
  const main = element('main', 'shell-main');
  main.setAttribute('aria-busy', 'true');
  main.append(page(content));
  frame.append(navbar(pathname), main);
  root.hidden = true;
  root.before(frame);
  return frame;
}

/** Whether the app shows the page (its heading), something else instead (an alert) or has moved on. */
function pageShows(root: HTMLElement, pathname: string, location: Location): boolean {
  return location.pathname !== pathname || root.querySelector('h1, [role="alert"]') !== null;
}

/** At the latest after this, the app is shown as it is (a page that never shows a heading). */
const LONGEST_FRAME_MS = 15_000;

/**
 * Removes the frame and shows the app's root in the same task as the app shows the page (a mutation
 * observer runs before the next paint), so the heading never blinks and nothing is shown twice.
 */
export function handOverWhenPageShows(root: HTMLElement, frame: HTMLElement, pathname: string): void {
  const handOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    frame.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (pageShows(root, pathname, window.location)) handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(handOver, LONGEST_FRAME_MS);
}

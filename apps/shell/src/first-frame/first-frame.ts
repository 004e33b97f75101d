// The first script of the shell's index.html (every page that is not prerendered; tools/rspack/
// first-frame-plugin.mjs bundles it on its own, without Module Federation). For someone coming back to
// /organizations, /dashboard or /admindashboard it paints the signed-in frame with the page's real heading
// before the app's JavaScript has loaded (issue 28: that heading is the pages' LCP element, and it waited
// for React DOM, the router, the data layer, the remote's entry and page). Then, or at once for everyone
// else, it starts the shell's entry and the preloads index.html used to hold. The app renders in its root,
// hidden until the page shows there; then the frame goes (paint-first-frame.ts).
import { hasSessionHint, readStoredSession, rememberedSelectedOrganizationName } from '@ferieplan/auth-store';
import { FIRST_FRAME_PATHS, firstFrameContent, type FirstFrameContent } from './first-frame-content.js';
import { handOverWhenPageShows, paintFirstFrame } from './paint-first-frame.js';

const script = document.currentScript as HTMLScriptElement;

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.src = script.dataset.app!;
  document.head.append(entry);
  for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const hint = document.createElement('link');
    hint.rel = 'preload';
    hint.href = href;
    hint.as = href.endsWith('.css') ? 'style' : 'script';
    hint.fetchPriority = 'low';
    document.head.append(hint);
  }
}

async function contentNow(pathname: string): Promise<FirstFrameContent | null> {
  if (!FIRST_FRAME_PATHS.includes(pathname) || !hasSessionHint()) return null;
  const session = await readStoredSession();
  return firstFrameContent(pathname, session, Date.now(), rememberedSelectedOrganizationName());
}

async function run(): Promise<void> {
  const pathname = window.location.pathname;
  const content = await contentNow(pathname);
  const root = document.getElementById('root');
  if (!content || !root || root.firstChild) return startApp();
  const frame = paintFirstFrame(root, content, pathname);
  handOverWhenPageShows(root, frame, pathname);
  // The app's files are asked for once the frame is on screen: requests that finish before it count
  // towards its paint in Lighthouse's simulation of a slow connection. A tab opened in the background
  // paints no frames: there the timer starts the app.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, 250);
}

run().catch(startApp);

import { hasSessionHint, loadAuthSdk, resumeStoredSession, startEarlyRequests } from '@ferieplan/auth-store';
import { preconnectSession } from './preconnect.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { publicPageAt } from './public-pages.js';
import { startPublicPage } from './public/start-public-page.js';
import { APP_STARTED_EVENT } from './public/started-event.js';
import { firstDataPaths, preloadSignedInRoute, sessionNeededFirst } from './pages/signed-in-page-loaders.js';
import './shell.css';
// The dashboards' headers as the remotes style them, for the first frame (inlined in index.html with the
// rest of this chunk's CSS, first-frame-plugin.mjs): the heading lands where the page will put it.
import '@ferieplan/ui/dashboard-headers/employee.css';
import '@ferieplan/ui/dashboard-headers/admin.css';

// A visitor on a public page gets it without the router, the data layer and the auth SDK (issue 14:
// / under 150 KiB). Someone who signed in on this browser gets the full app, which sends them on.
const publicPage = hasSessionHint() ? undefined : publicPageAt(window.location.pathname);
// Everyone else gets the full app: its chunk (with React DOM and the router) starts downloading now, beside
// /config.json, and for someone who signed in here so do the route's own chunks (issue 28: one round trip
// of the chain instead of three on a signed-in page).
const loadApp = () => import(/* webpackChunkName: "app" */ './app.js');
const app = publicPage ? undefined : loadApp();
app?.catch(() => undefined); // awaited below, which reports a failure
// Firebase is started by the layout after the first paint (useAuthStarter.ts); started here, beside the
// app's chunks, it delayed that paint and added blocking time (issue 28, measured). Someone who signed in
// here, on a page that is not public and whose first content needs the session, gets the SDK's chunk
// downloaded beside the app's (only loaded: the session still starts after the paint) and the connections
// its session and data need opened now.
const signedInPage = hasSessionHint() && !publicPageAt(window.location.pathname);
let resumed: Promise<boolean> = Promise.resolve(false);
if (signedInPage) {
  preloadSignedInRoute(window.location.pathname);
  // The session this browser stored stands in for the SDK while it starts, so the page's first data needs
  // no SDK (auth-store's resumeStoredSession). Without one (none, or its token due for refresh) the
  // SDK's chunk is fetched now where the first content waits for the session; startAuth loads it again
  // and reports a failure.
  resumed = resumeStoredSession().catch(() => false);
  void resumed.then((ok) => {
    if (!ok && sessionNeededFirst(window.location.pathname)) loadAuthSdk().catch(() => undefined);
  });
}
const { config } = await loadRuntimeConfig();
// The route's first data is asked for now with the stored session's token, beside the app's chunks; the
// page's queries take these answers instead of asking again (api-client's apiResponse).
void resumed.then(async (ok) => {
  if (ok) await startEarlyRequests(firstDataPaths(window.location.pathname));
});
const container = document.getElementById('root')!;
if (signedInPage) preconnectSession(config);
if (publicPage && (await startPublicPage(container, publicPage))) {
  // A link clicked on the prerendered page before the shell ran is followed now (start-on-intent.ts).
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
} else {
  // The full app announces its start itself, as its first render is committed (app.tsx).
  const { startApp } = await (app ?? loadApp());
  await startApp(container);
}

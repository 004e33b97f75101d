import { hasSessionHint, loadAuthSdk } from '@ferieplan/auth-store';
import { preconnectSession } from './preconnect.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { publicPageAt } from './public-pages.js';
import { startPublicPage } from './public/start-public-page.js';
import { APP_STARTED_EVENT } from './public/started-event.js';
import './shell.css';

const { config } = await loadRuntimeConfig();
const container = document.getElementById('root')!;
// A visitor on a public page gets it without the router, the data layer and the auth SDK (issue 14:
// / under 150 KiB). Someone who signed in on this browser gets the full app, which sends them on.
const publicPage = hasSessionHint() ? undefined : publicPageAt(window.location.pathname);
// Firebase is started by the layout after the first paint (useAuthStarter.ts); started here, beside the
// app's chunks, it delayed that paint and added blocking time (issue 28, measured). Someone who signed in
// here, on a page that is not public, gets the connections its session and data need opened now, and the
// SDK's chunk downloaded beside the router's (only loaded: the session still starts after the paint).
if (hasSessionHint() && !publicPageAt(window.location.pathname)) {
  preconnectSession(config);
  loadAuthSdk().catch(() => undefined); // startAuth loads it again and reports the failure
}
if (publicPage && (await startPublicPage(container, publicPage))) {
  // A link clicked on the prerendered page before the shell ran is followed now (start-on-intent.ts).
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
} else {
  // The full app announces its start itself, as its first render is committed (app.tsx).
  const { startApp } = await import(/* webpackChunkName: "app" */ './app.js');
  await startApp(container);
}

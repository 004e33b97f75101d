// Everything the product uses from the Firebase web SDK, in one lazily loaded chunk: nothing here may
// be imported statically, or Firebase would land on the landing page's critical path.
import { initializeApp, getApps } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { RuntimeConfig } from './runtime-config.js';

export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  OAuthProvider,
  onIdTokenChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
export type { Auth, User } from 'firebase/auth';

/** The one Firebase app of the page (remotes never create their own). */
export function createAuth(config: RuntimeConfig['firebase']): Auth {
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // getAuth's persistence, without its popup/redirect resolver: with one, restoring the stored session
  // first checks for a redirect sign-in, which loads Google's iframe script from the identity provider
  // before a signed-in page can show anything (issue 28). The product signs in with a popup only, and
  // hands the resolver to signInWithPopup itself (session.ts).
  let auth: Auth;
  try {
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    auth = getAuth(app); // already initialised (the page's one Auth instance)
  }
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

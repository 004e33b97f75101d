// Everything the product uses from the Firebase web SDK, in one lazily loaded chunk: nothing here may
// be imported statically, or Firebase would land on the landing page's critical path.
import { initializeApp, getApps } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { RuntimeConfig } from './runtime-config.js';

export {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
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
  const auth = getAuth(app);
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

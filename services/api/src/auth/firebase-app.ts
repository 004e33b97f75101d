import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/app-config.js';

/** The one firebase-admin app of the configured project (the Auth emulator when its host is set). */
export function firebaseAuth(config: AppConfig): Auth {
  // firebase-admin reads the emulator address from the environment at call time (a write, not a setting).
  if (config.firebaseAuthEmulatorHost)
    // eslint-disable-next-line no-restricted-properties
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  const name = `ferieplan-${config.firebaseProjectId}`;
  const app: App =
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: config.firebaseProjectId }, name);
  return getAuth(app);
}

import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config/app-config.js';

/** The two parts of firebase-admin the API uses (imported once: Node keeps a module once loaded). */
const importFirebaseAdmin = () => Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);

/**
 * Imports firebase-admin in the background (once; later calls do nothing new). The health controller
 * calls it after its first answer: a new replica says it is up as soon as it can, and loads
 * firebase-admin while its readiness reaches the load balancer, so its first signed-in requests do not
 * wait ~150-200 ms for it (issue 28). A failure here is left to the first real use, which imports again
 * and answers with its own error.
 */
export function preloadFirebaseAdmin(): void {
  importFirebaseAdmin().catch(() => undefined);
}

/** firebase-admin itself, loaded once, on the first call that needs it. */
async function loadAuth(config: AppConfig): Promise<Auth> {
  const [{ getApps, initializeApp }, { getAuth }] = await importFirebaseAdmin();
  const name = `ferieplan-${config.firebaseProjectId}`;
  const app =
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: config.firebaseProjectId }, name);
  return getAuth(app);
}

/**
 * The one firebase-admin app of the configured project (the Auth emulator when its host is set).
 * firebase-admin (with jose, google-auth-library, jwks-rsa: ~200 modules, ~150-200 ms) is imported on the
 * first call of an Auth method or by preloadFirebaseAdmin, never before the first health check is
 * answered: a new replica answers /api/health sooner (issue 28).
 * Every Auth method the API calls returns a promise, so each is the same call, one import later.
 */
export function firebaseAuth(config: AppConfig): Auth {
  // firebase-admin reads the emulator address from the environment at call time (a write, not a setting).
  if (config.firebaseAuthEmulatorHost)
    // eslint-disable-next-line no-restricted-properties
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  let auth: Promise<Auth> | undefined;
  return new Proxy({} as Auth, {
    // Not a thenable: awaiting the object itself must not load anything.
    get: (_target, method) =>
      method === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const loaded = await (auth ??= loadAuth(config));
            return (loaded[method as keyof Auth] as (...a: unknown[]) => unknown).apply(loaded, args);
          },
  });
}

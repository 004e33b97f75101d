// The Firebase session behind the auth store: lazy SDK loading, the auth listener, tokens, sign-in and
// sign-out. Only this module touches Firebase; pages and remotes use the functions exported here.
import { common } from '@ferieplan/texts';
import { notify } from '@ferieplan/ui';
import type { Auth, User } from 'firebase/auth';
import { authStore, type AuthUser } from './auth-state.js';
import { getFirebaseConfig } from './runtime-config.js';
import { refreshIsDue, expiryCheckDelay } from './token-timing.js';
import { setSessionHint } from './session-hint.js';
import { EMULATOR_MICROSOFT_PATH, openEmulatorGooglePopup } from './emulator-google.js';
import { readStoredSession, type StoredSession } from './stored-session.js';

type Sdk = typeof import('./firebase-sdk.js');
interface Session {
  sdk: Sdk;
  auth: Auth;
}

let session: Promise<Session> | null = null;
let signingOut = false;
/** The stored session's token and user, used only until the SDK reports (resumeStoredSession). */
let stored: StoredSession | null = null;
let sdkReported = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
  };
}

function publish(user: User | null): void {
  stored = null; // the SDK has reported: its session is the one that counts from now on
  sdkReported = true;
  const next = user ? toAuthUser(user) : null;
  const { user: previous, status } = authStore.getState();
  const same =
    status !== 'loading' &&
    previous?.uid === next?.uid &&
    previous?.email === next?.email &&
    previous?.displayName === next?.displayName &&
    previous?.emailVerified === next?.emailVerified;
  if (!same) authStore.setState({ user: next, status: next ? 'signedIn' : 'signedOut' });
  setSessionHint(next !== null);
}

/** The warning of spec section 8, shown once at a time. */
export function warnSessionExpiring(): void {
  notify.warning(common.sessionExpiring, { id: 'session-expiring' });
}

/**
 * Firebase refreshes the token 5 minutes ahead of expiry (with back-off on network failures). Shortly
 * before the token expires we check that this worked; if a forced refresh fails too, the session can
 * no longer be refreshed and the user is warned.
 */
async function watchExpiry(user: User): Promise<void> {
  clearTimeout(expiryTimer);
  const { expirationTime } = await user.getIdTokenResult();
  const expiresAt = Date.parse(expirationTime);
  expiryTimer = setTimeout(
    () => {
      user.getIdToken(true).catch(warnSessionExpiring);
    },
    expiryCheckDelay(expiresAt, Date.now()),
  );
}

function listen({ sdk, auth }: Session): void {
  sdk.onIdTokenChanged(auth, (user) => {
    const wasSignedIn = authStore.getState().user !== null;
    if (!user) {
      clearTimeout(expiryTimer);
      // Signed out without asking: the account was disabled or the token could not be refreshed.
      if (wasSignedIn && !signingOut) warnSessionExpiring();
      signingOut = false;
    } else {
      void watchExpiry(user).catch(() => undefined);
    }
    publish(user);
  });
}

/**
 * For someone who signed in on this browser: the session the SDK stored is shown and its ID token used
 * at once, while the SDK starts (issue 28: the first data of a signed-in page no longer waits for the
 * SDK's chunk, its start and its account lookup). Only a token that needs no refresh yet is used; the
 * SDK's first report replaces it, a sign-out ends it, and a 401 answered to it discards it
 * (rejectStoredToken). Resolves whether the stored session is in use.
 */
export async function resumeStoredSession(): Promise<boolean> {
  const found = await readStoredSession();
  if (!found || refreshIsDue(found.expiresAt, Date.now())) return false;
  if (sdkReported) return false; // the SDK was faster
  stored = found;
  authStore.setState({ user: found.user, status: 'signedIn' });
  return true;
}

/** Whether the stored session stands in for the SDK now (resumeStoredSession; until the SDK reports). */
export const isStoredSessionInUse = (): boolean => stored !== null;

/**
 * Called with a token the API answered 401: when it was the stored session's, that session is dropped
 * and true tells the caller to ask again (getIdToken then waits for the SDK).
 */
export function rejectStoredToken(token: string): boolean {
  if (stored?.token !== token) return false;
  stored = null;
  return true;
}

let sdkModule: Promise<Sdk> | null = null;

/**
 * Downloads the Firebase SDK's chunk without starting a session (no storage read, no request to the
 * identity provider). The shell calls it for someone who signed in on this browser, on a signed-in page,
 * so the download overlaps React's and the router's instead of following the first paint (issue 28).
 */
export function loadAuthSdk(): Promise<Sdk> {
  sdkModule ??= import(/* webpackChunkName: "firebase" */ './firebase-sdk.js').catch((error: unknown) => {
    sdkModule = null; // a failed download is tried again by the next caller
    throw error;
  });
  return sdkModule;
}

/**
 * Loads the Firebase SDK (a separate chunk) and starts listening. Idempotent; the shell calls it after
 * the first paint, and every function below calls it on demand.
 */
export function startAuth(): Promise<Session> {
  session ??= (async () => {
    try {
      const sdk = await loadAuthSdk();
      const auth = sdk.createAuth(getFirebaseConfig());
      const started = { sdk, auth };
      listen(started);
      await auth.authStateReady();
      publish(auth.currentUser);
      return started;
    } catch (error) {
      // Without Firebase nobody can be signed in; let protected routes send the visitor on.
      authStore.setState({ user: null, status: 'signedOut' });
      session = null;
      throw error;
    }
  })();
  return session;
}

/**
 * The signed-in user's ID token, refreshed when it expires within 5 minutes (or when forced, e.g.
 * after changing the profile). Null when nobody is signed in or the session cannot be refreshed.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!forceRefresh && stored && !refreshIsDue(stored.expiresAt, Date.now())) return stored.token;
  let user: User | null;
  try {
    user = (await startAuth()).auth.currentUser;
  } catch {
    return null;
  }
  if (!user) return null;
  try {
    if (!forceRefresh) {
      const cached = await user.getIdTokenResult();
      if (!refreshIsDue(Date.parse(cached.expirationTime), Date.now())) return cached.token;
    }
    return await user.getIdToken(true);
  } catch (error) {
    console.error(error);
    warnSessionExpiring();
    return null;
  }
}

const signOutSteps = new Set<() => Promise<void>>();

/**
 * Work that needs the session and must happen before it ends on this device (the shell removes the
 * device's push subscription). A step that fails is logged; signing out goes on.
 */
export function beforeSignOut(step: () => Promise<void>): void {
  signOutSteps.add(step);
}

export async function signOut(): Promise<void> {
  const { sdk, auth } = await startAuth();
  for (const step of signOutSteps) await step().catch((error: unknown) => console.error(error));
  signingOut = true;
  try {
    await sdk.signOut(auth);
  } finally {
    publish(null);
  }
}

async function signedIn(user: User): Promise<AuthUser> {
  publish(user);
  return toAuthUser(user);
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { sdk, auth } = await startAuth();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  return signedIn(user);
}

/**
 * Google through the provider's popup (500x600). With the Auth emulator the shell's test account page
 * stands in for Google (see emulator-google.ts).
 */
export async function signInWithGoogle(): Promise<AuthUser> {
  if (getFirebaseConfig().authEmulatorUrl) {
    // Opened before any await, while the click still counts as a user gesture (popup blockers).
    const idToken = openEmulatorGooglePopup();
    const { sdk, auth } = await startAuth();
    const { user } = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(await idToken));
    return signedIn(user);
  }
  const { sdk, auth } = await startAuth();
  const { user } = await sdk.signInWithPopup(
    auth,
    new sdk.GoogleAuthProvider(),
    sdk.browserPopupRedirectResolver,
  );
  return signedIn(user);
}

/**
 * Microsoft Entra ID (work and school accounts) through Firebase's 'microsoft.com' provider, in the same
 * popup flow as Google. With the Auth emulator the shell's test account page stands in for Microsoft:
 * the emulator takes the same unsigned ID token for microsoft.com as for google.com.
 */
export async function signInWithMicrosoft(): Promise<AuthUser> {
  const { authEmulatorUrl, microsoftTenant } = getFirebaseConfig();
  if (authEmulatorUrl) {
    const idToken = openEmulatorGooglePopup(EMULATOR_MICROSOFT_PATH);
    const { sdk, auth } = await startAuth();
    const credential = new sdk.OAuthProvider('microsoft.com').credential({ idToken: await idToken });
    const { user } = await sdk.signInWithCredential(auth, credential);
    return signedIn(user);
  }
  const { sdk, auth } = await startAuth();
  const provider = new sdk.OAuthProvider('microsoft.com');
  provider.setCustomParameters({
    prompt: 'select_account',
    ...(microsoftTenant ? { tenant: microsoftTenant } : {}),
  });
  const { user } = await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
  return signedIn(user);
}

/**
 * Reads the account again after the person followed the confirmation link (maybe in another tab), and
 * takes a new ID token so the API sees the confirmed address too. Answers whether it is confirmed now.
 */
export async function refreshEmailVerified(): Promise<boolean> {
  const { auth } = await startAuth();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  publish(user);
  return user.emailVerified;
}

/** Creates an e-mail/password account; the new user is signed in. */
export async function createAccount(email: string, password: string): Promise<AuthUser> {
  const { sdk, auth } = await startAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  return signedIn(user);
}

/** Sends the account-confirmation e-mail to the signed-in user. */
export async function sendVerificationEmail(): Promise<void> {
  const { sdk, auth } = await startAuth();
  if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser);
}

/** Sets the signed-in user's display name (Firebase reports no auth change for it, so we publish). */
export async function updateDisplayName(displayName: string): Promise<void> {
  const { sdk, auth } = await startAuth();
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  await sdk.updateProfile(user, { displayName });
  publish(user);
}

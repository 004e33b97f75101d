// The shared session: runtime config, the signed-in user and ID tokens. A Module Federation singleton.
export * from './runtime-config.js';
export { useAuth, authStore, type AuthUser, type AuthStatus, type AuthState } from './auth-state.js';
export {
  loadAuthSdk,
  startAuth,
  resumeStoredSession,
  isStoredSessionInUse,
  rejectStoredToken,
  getIdToken,
  signOut,
  beforeSignOut,
  signInWithEmail,
  signInWithGoogle,
  signInWithMicrosoft,
  refreshEmailVerified,
  createAccount,
  sendVerificationEmail,
  updateDisplayName,
  warnSessionExpiring,
} from './session.js';
export {
  EMULATOR_GOOGLE_PATH,
  EMULATOR_MICROSOFT_PATH,
  emulatorGoogleIdToken,
  postEmulatorGoogleAccount,
} from './emulator-google.js';
export { startEarlyRequests, takeEarlyResponse, type EarlyResponse } from './early-requests.js';
export { hasSessionHint } from './session-hint.js';
export { authErrorMessage, firebaseErrorCode } from './firebase-errors.js';
export { refreshIsDue, REFRESH_AHEAD_MS } from './token-timing.js';
export {
  useSelectedOrganizationId,
  getSelectedOrganizationId,
  selectOrganization,
  clearSelectedOrganization,
  chooseOrganization,
} from './selected-organization.js';
export { rememberOrganizationNames, rememberedSelectedOrganizationName } from './remembered-organization.js';
export { readStoredSession, type StoredSession } from './stored-session.js';

import { create } from 'zustand';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Firebase's emailVerified: the person followed the confirmation mail (or signed in with Google/Microsoft). */
  emailVerified?: boolean;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
}

/** The session as React sees it. Only the session module writes to it. */
export const authStore = create<AuthState>()(() => ({ user: null, status: 'loading' }));

/** `{ user, status }`: 'loading' until Firebase reports the first auth state. */
export function useAuth(): AuthState {
  return authStore();
}

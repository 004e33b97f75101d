// Users for journeys, made in the Auth emulator by the shared kit (tools/kit/identity.mjs).
import { identityClient } from '@ferieplan/tools/kit/identity.mjs';
import { e2eUrls } from './system.js';

export { uniqueEmail } from '@ferieplan/tools/kit/identity.mjs';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** A fresh Firebase ID token for `Authorization: Bearer ...` calls to the API. */
  idToken: string;
}

const identity = identityClient(e2eUrls.authEmulator);

/** Creates an e-mail/password user in the emulator and returns it signed in (idToken). */
export async function createUser(
  options: { email?: string; password?: string; displayName?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email;
  const displayName = options.displayName ?? `Test ${(email ?? 'bruker').split('@')[0]}`;
  const account = await identity.signUp({ ...options, displayName });
  return {
    uid: account.uid,
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    idToken: account.idToken,
  };
}

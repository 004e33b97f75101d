// Users for journeys, created through the Auth emulator's Identity Toolkit REST API (spec section 7).
import { randomUUID } from 'node:crypto';
import { DEMO_API_KEY, e2eUrls } from './system.js';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** A fresh Firebase ID token for `Authorization: Bearer ...` calls to the API. */
  idToken: string;
}

const identityToolkit = (method: string) =>
  `${e2eUrls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${DEMO_API_KEY}`;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`Auth emulator ${url.split('?')[0]}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

/** A unique e-mail per call, so journeys never share users (tests may run again on the same data). */
export function uniqueEmail(prefix = 'bruker'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an e-mail/password user in the emulator and returns it signed in (idToken). */
export async function createUser(
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Passord123!';
  const displayName = options.displayName ?? `Test ${email.split('@')[0]}`;
  const created = await postJson<{ localId: string; idToken: string }>(identityToolkit('signUp'), {
    email,
    password,
    displayName,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, password, displayName, idToken: created.idToken };
}

/** A fresh ID token for an existing user. */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const result = await postJson<{ idToken: string }>(identityToolkit('signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** E-mail action links (verification, password reset) the emulator would have sent. */
export async function listOobCodes(
  projectId = 'demo-ferieplan',
): Promise<{ email: string; oobLink: string; requestType: string }[]> {
  const response = await fetch(`${e2eUrls.authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await response.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] })
    .oobCodes;
}

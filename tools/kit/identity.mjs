// People for tests and benchmarks, made through the Auth emulator's Identity Toolkit REST API
// (spec section 7): the same calls the web SDK makes, so an account here is an account in the app.
import { randomUUID } from 'node:crypto';
import { DEMO_PROJECT_ID } from './auth-emulator.mjs';

/** The emulator accepts any API key for a demo- project. */
export const DEMO_API_KEY = 'demo-api-key';
const TEST_PASSWORD = 'Passord123!';

/** A unique e-mail per call, so runs never share people (tests may run again on the same data). */
export function uniqueEmail(prefix = 'bruker') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * @param {string} emulatorUrl  e.g. http://127.0.0.1:9099
 */
export function identityClient(emulatorUrl) {
  const post = async (method, body, headers = {}) => {
    const url = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${DEMO_API_KEY}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(`Auth-emulatoren accounts:${method}: ${response.status} ${json.error?.message ?? ''}`);
    return json;
  };

  const signInWithPassword = async (email, password = TEST_PASSWORD) => {
    const signedIn = await post('signInWithPassword', { email, password, returnSecureToken: true });
    return { uid: signedIn.localId, idToken: signedIn.idToken, refreshToken: signedIn.refreshToken };
  };

  return {
    signInWithPassword,

    /**
     * An e-mail/password account, signed in. E-mail sign-up leaves the address unverified until the
     * link in the verification mail is followed; `emailVerified: true` stands for that.
     * @param {{ email?: string, password?: string, displayName?: string, emailVerified?: boolean }} [options]
     */
    async signUp(options = {}) {
      const email = options.email ?? uniqueEmail();
      const password = options.password ?? TEST_PASSWORD;
      const created = await post('signUp', { email, password, returnSecureToken: true });
      if (options.displayName) {
        await post('update', {
          idToken: created.idToken,
          displayName: options.displayName,
          returnSecureToken: true,
        });
      }
      if (options.emailVerified) {
        // The emulator takes 'owner' as an administrator's bearer token.
        await post(
          'update',
          { localId: created.localId, emailVerified: true },
          { authorization: 'Bearer owner' },
        );
      }
      // A fresh token carries what was just set (name, verified address).
      const signedIn =
        options.displayName || options.emailVerified
          ? await signInWithPassword(email, password)
          : { uid: created.localId, idToken: created.idToken, refreshToken: created.refreshToken };
      return { ...signedIn, email, password, displayName: options.displayName ?? '' };
    },

    /** E-mail action links (verification, password reset) the emulator would have sent. */
    async oobCodes(projectId = DEMO_PROJECT_ID) {
      const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
      return (await response.json()).oobCodes;
    },
  };
}

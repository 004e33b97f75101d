// The demo's people as Auth emulator accounts with the memberships' fixed uids. The emulator keeps its
// accounts in memory only, so they are made again at every start; an account that is there already is kept.
import { DEMO_API_KEY } from '../kit/identity.mjs';
import { DEMO_ADMIN, DEMO_EMPLOYEES, DEMO_PASSWORD } from './people.mjs';

/**
 * @param {string} emulatorUrl  e.g. http://127.0.0.1:9099
 * @param {string} projectId
 * @returns {Promise<number>} accounts made now (0 when all were there)
 */
export async function ensureDemoAccounts(emulatorUrl, projectId) {
  let made = 0;
  for (const person of [DEMO_ADMIN, ...DEMO_EMPLOYEES]) {
    const response = await fetch(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts?key=${DEMO_API_KEY}`,
      {
        method: 'POST',
        // The emulator takes 'owner' as an administrator's bearer token (which may choose the uid).
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          localId: person.uid,
          email: person.email,
          password: DEMO_PASSWORD,
          displayName: person.name,
          emailVerified: true,
        }),
      },
    );
    if (response.ok) made++;
    else {
      const message = (await response.json().catch(() => ({}))).error?.message ?? '';
      if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(message))
        throw new Error(
          `Auth-emulatoren: demokontoen ${person.email} ble ikke laget (${response.status} ${message})`,
        );
    }
  }
  return made;
}

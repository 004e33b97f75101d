// The session Firebase's SDK keeps on this browser, read without the SDK: a returning person's page can
// ask the API for its data with the stored ID token while the SDK (its chunk, its start and its account
// lookup: three round trips on a slow connection) is still on its way (issue 28). The server checks every
// token; nothing read here is trusted for more than sending it. The layout is @firebase/auth's
// (indexedDBLocalPersistence, then browserLocalPersistence): key `firebase:authUser:<apiKey>:[DEFAULT]`.
import type { AuthUser } from './auth-state.js';

export interface StoredSession {
  user: AuthUser;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const DB_NAME = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
const isUserKey = (key: unknown): key is string =>
  typeof key === 'string' && key.startsWith('firebase:authUser:') && key.endsWith(':[DEFAULT]');

/** The session in one stored user object (the SDK's `UserImpl.toJSON()`), or null when it is not one. */
export function sessionOfStoredUser(value: unknown): StoredSession | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  const tokens = user['stsTokenManager'] as Record<string, unknown> | undefined;
  const token = tokens?.['accessToken'];
  const expiresAt = tokens?.['expirationTime'];
  if (typeof user['uid'] !== 'string' || typeof token !== 'string' || typeof expiresAt !== 'number')
    return null;
  const text = (name: string) => (typeof user[name] === 'string' ? (user[name] as string) : null);
  return {
    user: {
      uid: user['uid'],
      email: text('email'),
      displayName: text('displayName'),
      emailVerified: user['emailVerified'] === true,
    },
    token,
    expiresAt,
  };
}

/** The one stored user among `entries` (key, value); none or several (another app's too): null. */
export function sessionOfEntries(entries: Iterable<[unknown, unknown]>): StoredSession | null {
  const users = [...entries].filter(([key]) => isUserKey(key));
  return users.length === 1 ? sessionOfStoredUser(users[0]![1]) : null;
}

/** The SDK's IndexedDB entries; none when its database does not exist (it is not created here). */
function readIndexedDb(): Promise<Array<[unknown, unknown]>> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve([]);
    const request = indexedDB.open(DB_NAME);
    // No database yet: abort the creation, so the SDK later creates it as it wants it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve([]);
    request.onblocked = () => resolve([]);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        return resolve([]);
      }
      const all = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
      all.onsuccess = () => {
        db.close();
        const rows = all.result as Array<{ fbase_key?: unknown; value?: unknown }>;
        resolve(rows.map((row) => [row.fbase_key, row.value]));
      };
      all.onerror = () => {
        db.close();
        resolve([]);
      };
    };
  });
}

function readLocalStorage(): Array<[unknown, unknown]> {
  const entries: Array<[unknown, unknown]> = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (isUserKey(key)) entries.push([key, JSON.parse(localStorage.getItem(key) ?? 'null')]);
    }
  } catch {
    // storage unavailable or not JSON: no stored session
  }
  return entries;
}

/** The stored session of this browser, or null (none, unreadable, or stored in a way not understood). */
export async function readStoredSession(): Promise<StoredSession | null> {
  try {
    return sessionOfEntries(await readIndexedDb()) ?? sessionOfEntries(readLocalStorage());
  } catch {
    return null;
  }
}

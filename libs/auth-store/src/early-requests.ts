// The first data of a signed-in page asked for at bootstrap with the stored session's token (issue 28):
// the request no longer waits for the app's chunks, the router and the page's render. The data layer
// (api-client's apiResponse) takes each answer once instead of asking again.
import { authStore } from './auth-state.js';
import { getApiBaseUrl } from './runtime-config.js';
import { getIdToken, isStoredSessionInUse } from './session.js';

export interface EarlyResponse {
  token: string;
  response: Promise<Response>;
}

interface Entry extends EarlyResponse {
  uid: string;
  startedAt: number;
}

/** An answer older than this is left unused: the page asked later, so its data may have changed. */
const MAX_AGE_MS = 15_000;

const entries = new Map<string, Entry>();

/**
 * GETs the paths with the stored session's token when that session stands in for the SDK
 * (resumeStoredSession resolved true); otherwise nothing (the page asks itself, the normal way).
 */
export async function startEarlyRequests(paths: readonly string[], now = Date.now): Promise<void> {
  const uid = authStore.getState().user?.uid;
  if (!uid || !isStoredSessionInUse()) return;
  const token = await getIdToken();
  if (!token) return;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  for (const path of paths) {
    const response = fetch(`${getApiBaseUrl()}${path}`, { method: 'GET', headers });
    response.catch(() => undefined); // the taker reports a failure; an untaken one is dropped
    entries.set(path, { token, response, uid, startedAt: now() });
  }
}

/** The early answer to a GET of this path, once, if it was asked for the person signed in now and recently. */
export function takeEarlyResponse(path: string, now = Date.now): EarlyResponse | undefined {
  const entry = entries.get(path);
  if (!entry) return undefined;
  entries.delete(path);
  const fresh = now() - entry.startedAt <= MAX_AGE_MS;
  if (!fresh || authStore.getState().user?.uid !== entry.uid) return undefined;
  return { token: entry.token, response: entry.response };
}

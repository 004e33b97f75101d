// Calls to the API under test with a Firebase bearer token (set up data faster than through the UI).
import { e2eUrls } from './system.js';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

/**
 * @param path  e.g. '/api/Organizations'
 * @param options.token  ID token (TestUser.idToken); omitted for public routes
 */
async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${e2eUrls.api}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T };
}

/** A client bound to one user's token: `const api = apiAs(user.idToken); await api.get('/api/...')`. */
export function apiAs(token?: string) {
  return {
    get: <T>(path: string) => callApi<T>('GET', path, { token }),
    post: <T>(path: string, body?: unknown) => callApi<T>('POST', path, { token, body }),
    put: <T>(path: string, body?: unknown) => callApi<T>('PUT', path, { token, body }),
    patch: <T>(path: string, body?: unknown) => callApi<T>('PATCH', path, { token, body }),
    delete: <T>(path: string) => callApi<T>('DELETE', path, { token }),
  };
}

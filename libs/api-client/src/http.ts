// The one fetch wrapper of the product API: base address from runtime config, bearer token, JSON.
import { getApiBaseUrl, getIdToken, rejectStoredToken, takeEarlyResponse } from '@ferieplan/auth-store';
import { apiErrors } from '@ferieplan/texts';
import { ApiError, OfflineError, errorFromResponse } from './errors.js';
import { keepUnseenAnswer, unseenByWorker } from './unseen-answers.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  body?: unknown;
  /** The spec catalogue message used when the response carries none (section 8). */
  fallbackMessage: string;
  /** false for the few public routes (invitation lookup); default true. */
  auth?: boolean;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls `${apiBaseUrl}${path}` and returns the parsed JSON (undefined for an empty body).
 * Throws ApiError: 401 with 'Du må være logget inn...' when no token is available, status 0 when the
 * API cannot be reached, else the response's status and message.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions,
): Promise<T> {
  return (await apiResponse<T>(method, path, options)).body;
}

/** apiRequest with the response headers (the long lists' Link and X-Total-Count). */
export async function apiResponse<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions,
): Promise<{ body: T; headers: Headers }> {
  // The page's first data, asked for at bootstrap with the stored session's token (startEarlyRequests).
  const early =
    method === 'GET' && options.auth !== false && options.body === undefined
      ? takeEarlyResponse(path)
      : undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let token: string | null = early?.token ?? null;
  if (options.auth !== false && !early) {
    token = await getIdToken();
    if (!token) throw new ApiError(401, apiErrors.notLoggedIn);
    headers['Authorization'] = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const url = `${getApiBaseUrl()}${path}`;
  // Asked for before a worker controls the page: the worker gets the answer (unseen-answers.ts).
  const unseen = method === 'GET' && unseenByWorker();
  let response: Response;
  try {
    response = early
      ? await early.response
      : await fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
        });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    if (early) return apiResponse(method, path, options); // the early request failed: asked the normal way
    console.error(error);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
    throw new ApiError(0, options.fallbackMessage);
  }
  // A token read from the browser's stored session (before the SDK started) that the API refused: asked
  // again once, now with the SDK's token (auth-store's resumeStoredSession).
  // An early answer is asked again on a 401 even when the SDK reported meanwhile (it was not taken twice).
  if (response.status === 401 && token && (rejectStoredToken(token) || early))
    return apiResponse(method, path, options);
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) throw errorFromResponse(response.status, body, options.fallbackMessage);
  if (unseen)
    keepUnseenAnswer({
      url: response.url || url,
      body: text,
      contentType: response.headers.get('Content-Type') ?? 'application/json',
      receivedAt: Date.now(),
    });
  return { body: body as T, headers: response.headers };
}

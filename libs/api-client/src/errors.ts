import { apiErrors, offlineTexts } from '@ferieplan/texts';

/** A failed API call: the HTTP status (0 = no response) and a Norwegian message fit for a toast. */
export class ApiError extends Error {
  readonly status: number;
  /** Field -> messages, when the API reported validation errors. */
  readonly errors?: Record<string, string[]>;
  /** Machine-readable facts the API sent with the error (e.g. the understaffed days of an approval). */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.details = details;
  }
}

/**
 * No connection at all (the browser is offline): nothing reached the server, and the message says so
 * instead of the screen's own 'could not ...' (issue 29: an offline request is never silently lost).
 */
export class OfflineError extends ApiError {
  constructor() {
    super(0, offlineTexts.needsConnection);
    this.name = 'OfflineError';
  }
}

function normalizeErrors(value: unknown): Record<string, string[]> | undefined {
  if (Array.isArray(value)) {
    const list = value.filter((item): item is string => typeof item === 'string');
    return list.length ? { _: list } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value)
    .map(([field, messages]) => [
      field,
      ([] as unknown[]).concat(messages).filter((m) => typeof m === 'string'),
    ])
    .filter(([, messages]) => messages.length > 0);
  return entries.length ? (Object.fromEntries(entries) as Record<string, string[]>) : undefined;
}

/** All validation messages in one line. */
export function joinErrors(errors: Record<string, string[]> | undefined): string {
  return errors ? Object.values(errors).flat().join(', ') : '';
}

/**
 * The error of a non-OK response (spec section 7): the body's `message`, else its joined `errors`,
 * else the catalogue's fallback for the call.
 */
export function errorFromResponse(status: number, body: unknown, fallbackMessage: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = normalizeErrors(record['errors']);
  const rawMessage = record['message'];
  const message =
    typeof rawMessage === 'string' && rawMessage.trim()
      ? rawMessage
      : Array.isArray(rawMessage) && rawMessage.length
        ? rawMessage.join(', ')
        : joinErrors(errors) || fallbackMessage;
  const details = record['details'];
  return new ApiError(
    status,
    message,
    errors,
    typeof details === 'object' && details !== null && !Array.isArray(details)
      ? (details as Record<string, unknown>)
      : undefined,
  );
}

export interface UserMessageTexts {
  /** The screen's message when there was no response, the error is not the API's, or `server` is false. */
  fallback: string;
  /** Shown instead of the server's text for 401 (no valid session), e.g. the 'Mangler autentisering' variants. */
  notLoggedIn?: string;
  /**
   * How the server's Norwegian message is shown: true (default) as it is; 'validation' as
   * 'Valideringsfeil: ' plus the listed field errors when there are any (spec 7); a function wraps it
   * (e.g. 'Feil: ...'); false never shows it.
   */
  server?: boolean | 'validation' | ((message: string) => string);
}

/** The one way an error of an API call becomes the text a user sees (toast or inline). */
export function userMessage(error: unknown, texts: UserMessageTexts): string {
  if (error instanceof OfflineError) return error.message;
  if (!(error instanceof ApiError) || error.status === 0) return texts.fallback;
  if (error.status === 401 && texts.notLoggedIn) return texts.notLoggedIn;
  const server = texts.server ?? true;
  if (server === false || !error.message) return texts.fallback;
  if (typeof server === 'function') return server(error.message);
  const joined = server === 'validation' ? joinErrors(error.errors) : '';
  return joined ? `${apiErrors.validationPrefix}${joined}` : error.message;
}

import { apiErrors } from '@ferieplan/texts';

/** A failed API call: the HTTP status (0 = no response) and a Norwegian message fit for a toast. */
export class ApiError extends Error {
  readonly status: number;
  /** Field -> messages, when the API reported validation errors. */
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

function normalizeErrors(value: unknown): Record<string, string[]> | undefined {
  if (Array.isArray(value)) {
    const list = value.filter((item): item is string => typeof item === 'string');
    return list.length ? { _: list } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value)
    .map(([field, messages]) => [field, ([] as unknown[]).concat(messages).filter((m) => typeof m === 'string')])
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
  return new ApiError(status, message, errors);
}

/** 'Valideringsfeil: ...' when the API listed validation errors, else the error's message (spec 7). */
export function describeApiError(error: unknown, fallbackMessage: string): string {
  if (error instanceof ApiError) {
    const joined = joinErrors(error.errors);
    return joined ? `${apiErrors.validationPrefix}${joined}` : error.message;
  }
  return fallbackMessage;
}

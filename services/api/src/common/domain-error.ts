/**
 * What went wrong, in the terms of the rules (not of HTTP). Services, guards and pipes throw these;
 * the one ApiErrorFilter maps each kind to its HTTP status. The message is Norwegian and reaches the
 * user as it is; `errors` lists messages per field.
 */
export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'upstream-failed'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Machine-readable facts for the client (e.g. the understaffed days of an approval). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string, errors?: Record<string, string[]>) =>
  new DomainError('invalid-input', message, errors);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** The thing existed but can no longer be used (an expired invitation). */
export const gone = (message: string) => new DomainError('gone', message);
/** A service we depend on (Stripe) failed. */
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
/** We cannot serve the request now (identity provider down); the client may retry later. */
export const unavailable = (message: string) => new DomainError('unavailable', message);

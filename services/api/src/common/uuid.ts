const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a textual UUID; lets routes answer 404 instead of a database cast error. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

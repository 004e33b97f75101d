/** A random valid (MOD11) 9-digit organisation number. */
export function uniqueOrgnr(): string;

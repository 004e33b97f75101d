import { join } from 'node:path';

/** The repository's root folder. */
export const ROOT = join(import.meta.dirname, '..', '..');

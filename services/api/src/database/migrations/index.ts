import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';

/**
 * Every migration, in order. Append yours (file name starting with a timestamp) at the end.
 * Explicit imports keep the build and the tests independent of file globbing.
 */
export const migrations = [InitialSchema1763700000000];

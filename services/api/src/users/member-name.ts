import type { AuthUser } from '../auth/auth-user.js';

/** A new member's display name: the token's name, else the e-mail, else a neutral placeholder. */
export const memberNameFor = (user: AuthUser): string => (user.name ?? user.email ?? 'Ukjent').slice(0, 200);

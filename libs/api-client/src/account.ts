import type { AccountExport, DeleteAccountBody } from '@ferieplan/contracts';
import { account } from '@ferieplan/texts';
import { apiRequest } from './http.js';

/** The signed-in person's own account (issue 17): everything stored about them, and deleting it. */
export const accountApi = {
  /** Everything stored about the caller. */
  export: () =>
    apiRequest<AccountExport>('GET', '/api/Users/me/export', { fallbackMessage: account.downloadFailed }),
  /** Deletes the caller's account; `confirmation` is the typed word. */
  remove: (body: DeleteAccountBody) =>
    apiRequest<void>('DELETE', '/api/Users/me', { body, fallbackMessage: account.deleteFailed }),
};

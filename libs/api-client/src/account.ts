import type { AccountExport, DeleteAccountBody, DeleteOrganizationBody } from '@ferieplan/contracts';
import { account, organizationDeletion } from '@ferieplan/texts';
import { apiRequest } from './http.js';

/** The signed-in person's own data (issue 17), and deleting an organisation. */
export const accountApi = {
  /** Everything stored about the caller. */
  export: () =>
    apiRequest<AccountExport>('GET', '/api/Users/me/export', { fallbackMessage: account.downloadFailed }),
  /** Deletes the caller's account; `confirmation` is the typed word. */
  remove: (body: DeleteAccountBody) =>
    apiRequest<void>('DELETE', '/api/Users/me', { body, fallbackMessage: account.deleteFailed }),
  /** Admin: deletes the organisation; `name` repeats its name. */
  removeOrganization: (organizationId: string, body: DeleteOrganizationBody) =>
    apiRequest<void>('DELETE', `/api/Organizations/${encodeURIComponent(organizationId)}`, {
      body,
      fallbackMessage: organizationDeletion.failed,
    }),
};

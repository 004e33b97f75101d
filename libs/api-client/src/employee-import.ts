// Issue 26: 'Importer ansatte' (admins): the preview of a file and the import itself.
import type { EmployeeImportBody, EmployeeImportPreview, EmployeeImportResult } from '@ferieplan/contracts';
import { adminImport } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const path = (organizationId: string) =>
  `/api/EmployeeImport/organization/${encodeURIComponent(organizationId)}`;

export const employeeImportApi = {
  preview: (organizationId: string, body: EmployeeImportBody) =>
    apiRequest<EmployeeImportPreview>('POST', `${path(organizationId)}/preview`, {
      body,
      fallbackMessage: adminImport.previewFailed,
    }),
  confirm: (organizationId: string, body: EmployeeImportBody) =>
    apiRequest<EmployeeImportResult>('POST', path(organizationId), {
      body,
      fallbackMessage: adminImport.importFailed,
    }),
};

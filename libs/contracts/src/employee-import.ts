// Issue 26: 'Importer ansatte'. The file travels as base64 in JSON (the API reads only JSON); the server
// parses and validates it for the preview and again, under the organisation lock, on confirm.

/** POST /api/EmployeeImport/organization/{organizationId}/preview and POST .../{organizationId}. */
export interface EmployeeImportBody {
  /** The file's name: '.xlsx' is read as a workbook, anything else as CSV. */
  fileName: string;
  /** The file's bytes, base64. */
  content: string;
  /** Unknown team names the admin chose to create with the import. */
  createTeams?: string[];
}

/** What confirming does with a row: a new invitation, an update, nothing, or nothing because of errors. */
export type EmployeeImportAction = 'invite' | 'update' | 'unchanged' | 'error';

export interface EmployeeImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  action: EmployeeImportAction;
  /** For 'update': the fields that change (Norwegian labels). */
  changes: string[];
  /** For 'error': why (Norwegian). */
  errors: string[];
}

export interface EmployeeImportPreview {
  rows: EmployeeImportRow[];
  counts: Record<EmployeeImportAction, number>;
  /** Team names in the file that the organisation lacks (and were not asked to be created). */
  unknownTeams: string[];
  /** Seats left on Starter before this import (members + pending invitations); null on Pro. */
  seatsFree: number | null;
}

export interface EmployeeImportResult {
  invited: number;
  updated: number;
  unchanged: number;
  skipped: number;
  teamsCreated: number;
}

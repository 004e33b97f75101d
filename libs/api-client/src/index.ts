// Typed client for every /api route: one file per resource with its calls (`xApi`), its query keys
// (`xKeys`) and its query options (`xQueries`); `changedBy` says what each write changes.
import './query-meta.js';
export * from './errors.js';
export * from './http.js';
export * from './organizations.js';
export * from './invitations.js';
export * from './users.js';
export * from './teams.js';
export * from './vacation-requests.js';
export * from './staffing.js';
export * from './payment.js';
export * from './approval-settings.js';
export * from './notifications.js';
export * from './reports.js';
export * from './audit.js';
export * from './account.js';
export * from './calendar-feeds.js';
export * from './planning.js';
export * from './planning-settings.js';
export * from './transfers.js';
export * from './absence-kinds.js';
export * from './hour-bank.js';
export * from './payroll.js';
export * from './api-keys.js';
export * from './webhooks.js';
export * from './changes.js';
export * from './useApiMutation.js';
export * from './employment.js';

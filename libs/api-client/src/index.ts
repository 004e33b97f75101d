// Typed client for every /api route (one file per resource). Append exports for new resources.
export * from './errors.js';
export * from './http.js';
export * from './organizations.js';
export * from './invitations.js';
export * from './staffing.js';
export * from './vacation-requests.js';
export * from './me.js';
export * from './users.js';
export * from './user-invitations.js';
export * from './teams.js';
export * from './payment.js';
export * from './approval-settings.js';
export * from './queries.js';
export * from './useApiMutation.js';
export * from './reports.js';
export * from './audit.js';
export * from './account.js';

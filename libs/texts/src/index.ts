// Every Norwegian (bokmål) user-facing text of Ferieplan: one catalogue, split by screen so that
// each file has one owner. Strings quoted in the product spec are used verbatim.
export * from './common.js';
export * from './api-errors.js';
export * from './server.js';
export * from './auth.js';
export * from './organizations.js';
export * from './landing.js';
export * from './vacation-request-rules.js';
export * from './employee.js';
export * from './admin.js';
export * from './staffing.js';
export * from './date-format.js';
export * from './audit.js';
export * from './date-field.js';
export * from './planning.js';
export * from './safety.js';
export * from './reports.js';
export * from './mail.js';
export * from './privacy.js';
export * from './planning-admin.js';
export * from './planning-employee.js';
export * from './absence.js';
export * from './absence-screens.js';
export * from './employment.js';
export * from './payroll.js';
export * from './api-keys.js';
export * from './webhooks.js';

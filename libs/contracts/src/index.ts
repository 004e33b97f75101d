// Shapes of the REST contract (product spec sections 3 and 7), shared by the API and the web apps.
export * from './enums.js';
export * from './names.js';
export * from './entities.js';
export * from './requests.js';
export * from './audit.js';
export * from './orgnr.js';
export * from './planning.js';
export * from './approval.js';
export * from './reports.js';
export * from './privacy.js';
export * from './absence.js';
export * from './sick-leave.js';
export * from './sick-child.js';
export * from './employment.js';
export * from './payroll.js';
export * from './api-keys.js';
export * from './webhooks.js';

// The Norwegian Holiday Act (ferieloven) rules of Ferieplan, counted in weekdays: entitlement (60+,
// transfers), balances, the main holiday (hovedferie) and minimum staffing. Pure functions shared by
// the API (which enforces them) and the web apps (which explain them).
export * from './law.js';
export * from './absence-days.js';
export * from './period.js';
export * from './entitlement.js';
export * from './balance.js';
export * from './transfer.js';
export * from './main-holiday.js';
export * from './staffing.js';
export * from './plan.js';
export * from './approval.js';
export * from './request-validity.js';
export * from './absence-kinds.js';
export * from './absence-request.js';
export * from './absence-amount.js';
export * from './sick-leave/index.js';
export * from './sick-privacy.js';
export * from './sick-child.js';
export * from './employment.js';
export * from './payroll.js';

// Norwegian public holidays, vacation-day counting and Monday-first month grids.
// One implementation shared by the API (balances, staffing) and the web apps (labels, calendars).
export * from './iso-date.js';
export * from './easter.js';
export * from './public-holidays.js';
export * from './vacation-days.js';
export * from './month-grid.js';

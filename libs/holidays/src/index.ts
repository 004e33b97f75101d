// Norwegian public holidays, calendar days and Monday-first month grids: the calendar. How many days an
// absence spends is a rule of @ferieplan/vacation-rules (absenceDays), counted on this calendar.
export * from './iso-date.js';
export * from './easter.js';
export * from './public-holidays.js';
export * from './month-grid.js';

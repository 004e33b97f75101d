export * from './calendar-days.js';
export * from './egenmelding.js';
export * from './arbeidsgiverperiode.js';
export * from './sick-leave-percent.js';
export * from './vacation-return.js';
export * from './sick-in-ferie-example.js';

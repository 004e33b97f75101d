// A subpath of its own (@ferieplan/ui/date-field), outside the shared singleton: only the screens with
// date fields load it, the shell's first load does not.
export { DateField, type DateFieldProps } from './DateField.js';
export { fromNorwegian, toNorwegian } from './norwegian-date.js';

// Norwegian organisation numbers (Brønnøysundregistrene): 9 digits, the last a MOD11 control digit.
// Checked in the browser (a typo is caught before sending) and by the API (a typo would otherwise
// create a wrong organisation for good, since the number cannot be changed later).
import { ORGNR_PATTERN } from './enums.js';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The number with these 8 first digits and its control digit, or null when none exists (remainder 1). */
export function orgnrWithControlDigit(firstEight: string): string | null {
  if (!/^\d{8}$/.test(firstEight)) return null;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstEight[index]), 0);
  const control = (11 - (sum % 11)) % 11;
  return control === 10 ? null : `${firstEight}${control}`;
}

/** Exactly 9 digits whose last one is the right MOD11 control digit. */
export function isValidOrgnr(value: string): boolean {
  return ORGNR_PATTERN.test(value) && orgnrWithControlDigit(value.slice(0, 8)) === value;
}

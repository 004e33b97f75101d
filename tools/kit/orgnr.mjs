// Organisation numbers for tests: unique (orgnr is UNIQUE) and valid, i.e. with the MOD11 control
// digit Brønnøysundregistrene uses (weights 3 2 7 6 5 4 3 2), so they pass the server's check.
import { randomInt } from 'node:crypto';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The control digit for eight digits, or null when none exists (remainder 1). */
export function mod11ControlDigit(eightDigits) {
  const sum = [...eightDigits].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  const control = (11 - (sum % 11)) % 11;
  return control === 10 ? null : control;
}

/** A random valid 9-digit organisation number (first digit 8 or 9, as real ones are). */
export function uniqueOrgnr() {
  for (;;) {
    const eight = `${randomInt(8, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const control = mod11ControlDigit(eight);
    if (control !== null) return `${eight}${control}`;
  }
}

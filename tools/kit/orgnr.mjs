// Organisation numbers for tests: unique (orgnr is UNIQUE) and valid, with the MOD11 control digit
// computed by the same code the browser and the API check it with (@ferieplan/contracts).
import { randomInt } from 'node:crypto';
import { orgnrWithControlDigit } from '@ferieplan/contracts';

/** A random valid 9-digit organisation number (first digit 8 or 9, as real ones are). */
export function uniqueOrgnr() {
  for (;;) {
    const orgnr = orgnrWithControlDigit(
      `${randomInt(8, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    );
    if (orgnr) return orgnr;
  }
}

import { describe, expect, it } from 'vitest';
import { isValidOrgnr, orgnrWithControlDigit } from './orgnr.js';

describe('organisation numbers (MOD11)', () => {
  it('accepts real numbers', () => {
    // Brønnøysundregistrene, Skatteetaten, Equinor ASA
    for (const orgnr of ['974760673', '974761076', '923609016'])
      expect(isValidOrgnr(orgnr), orgnr).toBe(true);
  });

  it('refuses a typo in any digit, and anything but 9 digits', () => {
    expect(isValidOrgnr('974760674')).toBe(false);
    expect(isValidOrgnr('974706673')).toBe(false);
    for (const bad of ['97476067', '9747606730', '97476067a', '']) expect(isValidOrgnr(bad), bad).toBe(false);
  });

  it('completes 8 digits with the control digit (0 when the remainder is 0), or null when none fits', () => {
    expect(orgnrWithControlDigit('97476067')).toBe('974760673');
    // 3*9+2*2+7*3+6*6+5*0+4*9+3*0+2*1 = 126 = 11*11+5 -> 11-5 = 6
    expect(orgnrWithControlDigit('92360901')).toBe('923609016');
    expect(orgnrWithControlDigit('00000000')).toBe('000000000');
    // 3*2+2*3 = 12 = 11+1 -> the control digit would have to be 10
    expect(orgnrWithControlDigit('20000003')).toBeNull();
    expect(orgnrWithControlDigit('1234567')).toBeNull();
  });
});

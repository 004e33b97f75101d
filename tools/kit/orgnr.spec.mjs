import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mod11ControlDigit, uniqueOrgnr } from './orgnr.mjs';

test('known organisation numbers have the control digit Brønnøysundregistrene gives them', () => {
  // 923 609 016 (Equinor ASA) and 974 760 673 (Brønnøysundregistrene).
  assert.equal(mod11ControlDigit('92360901'), 6);
  assert.equal(mod11ControlDigit('97476067'), 3);
});

test('uniqueOrgnr gives 9 digits with a valid control digit', () => {
  for (let i = 0; i < 200; i++) {
    const orgnr = uniqueOrgnr();
    assert.match(orgnr, /^[89]\d{8}$/);
    assert.equal(mod11ControlDigit(orgnr.slice(0, 8)), Number(orgnr[8]));
  }
});

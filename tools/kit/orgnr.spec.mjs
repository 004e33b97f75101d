import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidOrgnr } from '@ferieplan/contracts';
import { uniqueOrgnr } from './orgnr.mjs';

test('uniqueOrgnr gives 9 digits that pass the product own MOD11 check', () => {
  for (let i = 0; i < 200; i++) {
    const orgnr = uniqueOrgnr();
    assert.match(orgnr, /^[89]\d{8}$/);
    assert.ok(isValidOrgnr(orgnr), orgnr);
  }
});

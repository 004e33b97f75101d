import { describe, expect, it } from 'vitest';
import { proLocked } from './pro-locked.js';

describe('proLocked', () => {
  it('on Starter: the field is locked and its hint says why', () => {
    expect(proLocked(false, false, 'Hint', 'Bare i Pro')).toEqual({ hint: 'Bare i Pro', disabled: true });
  });

  it('on Pro: the ordinary hint, locked only while saving', () => {
    expect(proLocked(true, false, 'Hint', 'Bare i Pro')).toEqual({ hint: 'Hint', disabled: false });
    expect(proLocked(true, true, 'Hint', 'Bare i Pro')).toEqual({ hint: 'Hint', disabled: true });
  });
});

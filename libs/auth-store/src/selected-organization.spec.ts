import { describe, expect, it } from 'vitest';
import { chooseOrganization } from './selected-organization.js';

describe('chooseOrganization', () => {
  const own = [
    { id: 'a', name: 'A', orgnr: null, plan: 'Starter' as const },
    { id: 'b', name: 'B', orgnr: null, plan: 'Pro' as const },
  ];
  it('uses the stored organisation when it is still one of the own', () => {
    expect(chooseOrganization('b', own)?.id).toBe('b');
  });
  it('falls back to the first own organisation', () => {
    expect(chooseOrganization('zzz', own)?.id).toBe('a');
    expect(chooseOrganization(null, own)?.id).toBe('a');
  });
  it('gives null without organisations', () => {
    expect(chooseOrganization('a', [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { requiresAnotherAdmin } from './approval.js';

describe('requiresAnotherAdmin', () => {
  it('is automatic without a stored choice: on with two or more admins', () => {
    expect(requiresAnotherAdmin(null, 1)).toBe(false);
    expect(requiresAnotherAdmin(null, 2)).toBe(true);
    expect(requiresAnotherAdmin(null, 5)).toBe(true);
  });

  it('follows the stored choice', () => {
    expect(requiresAnotherAdmin(false, 3)).toBe(false);
    expect(requiresAnotherAdmin(true, 1)).toBe(true);
  });
});

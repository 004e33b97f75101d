import { describe, expect, it } from 'vitest';
import { senderDomain } from './sender-domain.js';

describe('senderDomain', () => {
  it('the Message-ID domain is the sender address domain', () => {
    expect(senderDomain('Ferieplan <noreply@ferieplan.no>')).toBe('ferieplan.no');
    expect(senderDomain('noreply@example.test')).toBe('example.test');
  });
});

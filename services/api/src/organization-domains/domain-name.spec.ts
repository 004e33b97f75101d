import { describe, expect, it } from 'vitest';
import {
  emailDomain,
  hasRecord,
  isPublicMailDomain,
  normalizeDomain,
  verificationRecord,
} from './domain-name.js';

describe('e-mail domains', () => {
  it('normalises what an admin types and refuses what is not a domain', () => {
    expect(normalizeDomain('  Firma.NO. ')).toBe('firma.no');
    expect(normalizeDomain('avd.firma-as.no')).toBe('avd.firma-as.no');
    for (const bad of [
      'firma',
      'firma.',
      '@firma.no',
      'http://firma.no',
      'fir ma.no',
      '-firma.no',
      'firma.n0',
      '',
    ])
      expect(normalizeDomain(bad), bad).toBeNull();
  });

  it('knows the public mail services', () => {
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('online.no')).toBe(true);
    expect(isPublicMailDomain('firma.no')).toBe(false);
  });

  it('takes the domain of an address', () => {
    expect(emailDomain('Kari.Nordmann@Firma.no')).toBe('firma.no');
    expect(emailDomain(null)).toBeNull();
    expect(emailDomain('no-at-sign')).toBeNull();
  });

  it('finds the record also when DNS split it in chunks, and only the exact one', () => {
    const record = verificationRecord('abc');
    expect(hasRecord([['v=spf1 -all'], ['ferieplan-verif', 'ication=abc']], record)).toBe(true);
    expect(hasRecord([['ferieplan-verification=abcd']], record)).toBe(false);
    expect(hasRecord([], record)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addressRefused, hostAllowed, isInternalAddress, urlProblem, type UrlPolicy } from './webhook-url.js';

const production: UrlPolicy = { refusePrivateAddresses: true, allowLocalHttp: false, allowedHosts: [] };
const development: UrlPolicy = { refusePrivateAddresses: false, allowLocalHttp: true, allowedHosts: [] };

describe('webhook URL policy', () => {
  it('takes public https URLs', () => {
    expect(urlProblem('https://lonn.example.no/ferieplan?x=1', production)).toBeNull();
    expect(urlProblem('https://93.184.216.34:8443/hook', production)).toBeNull();
  });

  it('refuses what is not an http(s) URL', () => {
    for (const raw of [
      '',
      'lonn.example.no',
      'ftp://example.no/x',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ])
      expect(urlProblem(raw, production), raw).toBe('invalid');
  });

  it('wants https; http only to localhost, and only outside production', () => {
    expect(urlProblem('http://lonn.example.no/hook', production)).toBe('not-https');
    expect(urlProblem('http://lonn.example.no/hook', development)).toBe('not-https');
    expect(urlProblem('http://localhost:4000/hook', production)).toBe('not-https');
    for (const raw of ['http://localhost:4000/hook', 'http://127.0.0.1:4000/', 'http://[::1]:4000/'])
      expect(urlProblem(raw, development), raw).toBeNull();
  });

  it('refuses credentials in the URL', () => {
    expect(urlProblem('https://user:pass@lonn.example.no/hook', production)).toBe('credentials');
  });

  it('refuses internal address literals in production, however they are written', () => {
    for (const raw of [
      'https://10.0.0.5/hook',
      'https://172.16.3.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/',
      'https://2130706433/', // 127.0.0.1 as one number
      'https://0x7f.1/', // 127.0.0.1 in hex
      'https://0.0.0.0/',
      'https://100.64.0.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
    ])
      expect(urlProblem(raw, production), raw).toBe('private');
    // Outside production (the guard off) a local receiver is fine.
    expect(urlProblem('https://10.0.0.5/hook', development)).toBeNull();
  });

  it('lets the operator allow hosts: by name as written, by address or by range', () => {
    const allowing = {
      ...production,
      allowedHosts: ['lonn.intern', '10.1.2.3', '192.168.0.0/16', 'fd00::/8'],
    };
    expect(urlProblem('https://10.1.2.3/hook', allowing)).toBeNull();
    expect(urlProblem('https://192.168.44.5/hook', allowing)).toBeNull();
    expect(urlProblem('https://[fd00::7]/hook', allowing)).toBeNull();
    expect(urlProblem('https://10.1.2.4/hook', allowing)).toBe('private');
    expect(addressRefused('lonn.intern', '10.9.9.9', allowing)).toBe(false);
    // A name resolving into a range is not allowed by the range: only the name as written counts.
    expect(addressRefused('other.intern', '192.168.44.5', allowing)).toBe(true);
    expect(hostAllowed('LONN.intern'.toLowerCase(), allowing.allowedHosts)).toBe(true);
  });

  it('knows internal from public addresses', () => {
    for (const ip of [
      '10.0.0.1',
      '127.8.8.8',
      '169.254.1.1',
      '172.31.255.255',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc12::1',
      'ff02::1',
      '64:ff9b::a00:1',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700::1111'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });
});

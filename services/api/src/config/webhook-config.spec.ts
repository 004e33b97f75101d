import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import type { Environment } from './env-reader.js';

const load = (env: Environment = {}) =>
  loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', SECRETS_KEY: '00'.repeat(32), ...env })
    .webhooks;

describe('WEBHOOK_* settings', () => {
  it('guards against internal addresses and wants https in production', () => {
    expect(load({ NODE_ENV: 'production' })).toMatchObject({
      refusePrivateAddresses: true,
      allowLocalHttp: false,
    });
  });

  it('refuses to switch the guard off in production; the operator lists hosts instead', () => {
    expect(() => load({ NODE_ENV: 'production', WEBHOOK_SSRF_GUARD: 'off' })).toThrow(
      /WEBHOOK_ALLOWED_HOSTS/,
    );
    expect(load({ WEBHOOK_SSRF_GUARD: 'on' }).refusePrivateAddresses).toBe(true);
  });

  it('reads allowed hosts as names, addresses and ranges; refuses anything else', () => {
    expect(
      load({ WEBHOOK_ALLOWED_HOSTS: ' Lonn.Intern , 10.1.2.3,10.0.0.0/8,fd00::/8' }).allowedHosts,
    ).toEqual(['lonn.intern', '10.1.2.3', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['10.0.0.0/33', 'http://lonn.intern', 'lonn intern', '10.0.0.0/8/1'])
      expect(() => load({ WEBHOOK_ALLOWED_HOSTS: bad }), bad).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
  });
});

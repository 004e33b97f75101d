import { describe, expect, it } from 'vitest';
import { loadMailConfig, senderDomain } from './mail-config.js';

describe('mail configuration', () => {
  it('without SMTP_URL mail stays in the outbox; defaults follow APP_ORIGIN', () => {
    const config = loadMailConfig({ APP_ORIGIN: 'https://app.ferieplan.no/' });
    expect(config.smtpUrl).toBeNull();
    expect(config.appOrigin).toBe('https://app.ferieplan.no');
    expect(config.from).toBe('Ferieplan <noreply@app.ferieplan.no>');
    expect(config.maxAttempts).toBe(8);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, and nonsense retry settings', () => {
    expect(() => loadMailConfig({ SMTP_URL: 'http://relay' })).toThrow(/SMTP_URL/);
    expect(() => loadMailConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(loadMailConfig({ SMTP_URL: 'smtps://u:p@relay:465' }).smtpUrl).toBe('smtps://u:p@relay:465');
  });

  it('the Message-ID domain is the sender address domain', () => {
    expect(senderDomain('Ferieplan <noreply@ferieplan.no>')).toBe('ferieplan.no');
    expect(senderDomain('noreply@example.test')).toBe('example.test');
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import type { Environment } from './env-reader.js';

const load = (env: Environment = {}) =>
  loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', ...env }).chat;
const KEY = 'ab'.repeat(32);

describe('SECRETS_KEY, SLACK_* and TEAMS_EXTRA_HOSTS', () => {
  it('refuses to start in production without SECRETS_KEY; outside production the integrations are off', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY mangler/);
    expect(load().secretsKey).toBeNull();
    expect(load({ SECRETS_KEY: KEY }).secretsKey).toEqual(Buffer.from(KEY, 'hex'));
    expect(load({ SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).secretsKey).toEqual(
      Buffer.alloc(32, 7),
    );
  });

  it('refuses a key that is not 32 bytes, without echoing it', () => {
    expect(() => load({ SECRETS_KEY: 'kort' })).toThrow(
      'SECRETS_KEY må være 32 byte som 64 heks-sifre eller base64.',
    );
  });

  it('wants all three Slack credentials or none, and https in production', () => {
    expect(load().slack).toBeNull();
    expect(() => load({ SLACK_CLIENT_ID: 'x' })).toThrow(/alle tre eller ingen/);
    const slack = { SLACK_CLIENT_ID: 'id', SLACK_CLIENT_SECRET: 's', SLACK_SIGNING_SECRET: 'sig' };
    expect(load(slack).slack).toMatchObject({
      apiUrl: 'https://slack.com/api',
      authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    });
    expect(() =>
      load({ ...slack, NODE_ENV: 'production', SECRETS_KEY: KEY, SLACK_API_URL: 'http://127.0.0.1:1/api' }),
    ).toThrow(/SLACK_API_URL/);
  });

  it('lets the local Teams fake through only outside production', () => {
    expect(load({ TEAMS_EXTRA_HOSTS: '127.0.0.1:26031' }).teamsExtraHosts).toEqual(['127.0.0.1:26031']);
    expect(() => load({ NODE_ENV: 'production', SECRETS_KEY: KEY, TEAMS_EXTRA_HOSTS: 'x' })).toThrow(
      /TEAMS_EXTRA_HOSTS/,
    );
  });
});

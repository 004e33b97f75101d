import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolvePorts } from './ports.mjs';
import { configJson, corsOrigins, remotesJson } from './runtime-config.mjs';

const ports = resolvePorts({ env: { FERIEPLAN_PORT_BASE: '16000' } });

test('remotes.json points every remote at its manifest', () => {
  assert.deepEqual(remotesJson(ports), {
    landing: 'http://localhost:16001/mf-manifest.json',
    employee: 'http://localhost:16002/mf-manifest.json',
    admin: 'http://localhost:16003/mf-manifest.json',
    staffing: 'http://localhost:16004/mf-manifest.json',
  });
});

test('config.json uses the Auth emulator of the demo project by default', () => {
  assert.deepEqual(configJson(ports, {}), {
    apiBaseUrl: 'http://localhost:16010',
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-ferieplan.firebaseapp.com',
      projectId: 'demo-ferieplan',
      authEmulatorUrl: 'http://127.0.0.1:16020',
    },
  });
});

test('config.json uses real Firebase from the environment, without the emulator', () => {
  const config = configJson(ports, { FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'ferieplan-prod' });
  assert.deepEqual(config.firebase, {
    apiKey: 'key',
    authDomain: 'ferieplan-prod.firebaseapp.com',
    projectId: 'ferieplan-prod',
  });
});

test('config.json carries the footer details only as configured', () => {
  assert.equal(configJson(ports, {}).site, undefined);
  const config = configJson(ports, {
    SITE_MAKER: 'Eksempel AS',
    SITE_HOSTING_NAME: 'Vert',
    SITE_HOSTING_URL: 'https://vert.example',
  });
  assert.deepEqual(config.site, {
    maker: 'Eksempel AS',
    hostingName: 'Vert',
    hostingUrl: 'https://vert.example',
  });
});

test('the API accepts the shell and the remotes as CORS origins', () => {
  const origins = corsOrigins(ports);
  assert.ok(origins.includes('http://localhost:16000'));
  assert.ok(origins.includes('http://127.0.0.1:16004'));
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { COMPOSE_FRONT, frontConfig } from './front-config.mjs';

describe('front-config', () => {
  it('docker/front/compose.conf is what the generator makes (regenerate: node tools/containers/front-config.mjs --compose)', () => {
    const committed = readFileSync(
      join(import.meta.dirname, '..', '..', 'docker', 'front', 'compose.conf'),
      'utf8',
    );
    assert.equal(committed, frontConfig(COMPOSE_FRONT));
  });

  it('routes each release of a remote under its own path, and nothing else', () => {
    const config = frontConfig({
      api: {
        listen: 3000,
        servers: [{ address: '127.0.0.1:3001' }, { address: '127.0.0.1:3002', down: true }],
      },
      shell: { listen: 4200, address: '127.0.0.1:4300' },
      remotes: { admin: { listen: 4203, releases: { r1: '127.0.0.1:4303', 'r2-fix': '127.0.0.1:4313' } } },
    });
    assert.match(config, /server 127\.0\.0\.1:3001 max_fails=1 fail_timeout=2s;/);
    assert.match(config, /server 127\.0\.0\.1:3002 down;/);
    assert.match(config, /upstream admin_r1 \{\n\s+server 127\.0\.0\.1:4303;/);
    assert.match(config, /location \/r2-fix\/ \{\n\s+proxy_pass http:\/\/admin_r2_fix;/);
    assert.match(config, /listen 4203;[\s\S]*location \/ \{\n\s+return 404;/);
    assert.doesNotMatch(config, /resolver/);
  });
});

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { federationEsmAliases } from './federation-runtime.mjs';

const require = createRequire(import.meta.url);

describe('the federation runtime is bundled from its ES module builds', () => {
  const aliases = Object.entries(federationEsmAliases());

  it('replaces the CommonJS entry of runtime and webpack-bundler-runtime, exactly', () => {
    assert.equal(aliases.length, 2);
    for (const [from, to] of aliases) {
      assert.match(from, /@module-federation\/(runtime|webpack-bundler-runtime)\/dist\/index\.cjs\$$/);
      assert.ok(existsSync(from.slice(0, -1)), `${from} exists`);
      assert.ok(existsSync(to), `${to} exists`);
    }
  });

  it('each ES module build exports what its CommonJS file does (a package update cannot drop one)', async () => {
    for (const [from, to] of aliases) {
      const cjs = Object.keys(require(from.slice(0, -1))).filter((name) => name !== '__esModule');
      const esm = Object.keys(await import(to));
      assert.deepEqual(esm.sort(), cjs.sort());
    }
  });
});

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { StartupError } from './errors.mjs';
import { pgliteEraNotice, startEmbeddedPostgres } from './embedded-postgres.mjs';

test('a data folder of another PostgreSQL major version is refused with what to do, and kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferieplan-pg-spec-'));
  try {
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    await assert.rejects(startEmbeddedPostgres({ dataDir: dir, port: 1 }), (error) => {
      assert.ok(error instanceof StartupError);
      assert.match(error.message, /PostgreSQL 17.*PostgreSQL 15.*rm -rf/);
      return true;
    });
    writeFileSync(join(dir, 'still-here'), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a .data/pglite folder from before the embedded PostgreSQL is pointed out, not deleted', () => {
  const root = mkdtempSync(join(tmpdir(), 'ferieplan-root-spec-'));
  try {
    assert.equal(pgliteEraNotice(root), null);
    mkdirSync(join(root, '.data/pglite'), { recursive: true });
    assert.match(pgliteEraNotice(root), /PGlite.*rm -rf \.data\/pglite/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

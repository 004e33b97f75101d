import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { StartupError } from './errors.mjs';
import {
  closedFolderAbove,
  pgliteEraNotice,
  reachableBinaries,
  serviceIdentity,
  startEmbeddedPostgres,
} from './embedded-postgres.mjs';

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

test('as root, binaries below a folder others cannot pass are copied where PostgreSQL can run them', async (t) => {
  if (process.getuid?.() !== 0) return t.skip('only root runs PostgreSQL as another account');
  const { cpSync, chmodSync, readFileSync } = await import('node:fs');
  const { execFileSync } = await import('node:child_process');
  const { dirname } = await import('node:path');
  const { initdb } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const native = dirname(dirname(initdb));
  const closed = mkdtempSync(join(tmpdir(), 'ferieplan-closed-spec-'));
  chmodSync(closed, 0o700);
  const version = `0.0.0-spec-${process.pid}`;
  const copy = join(tmpdir(), `ferieplan-postgres-${process.platform}-${process.arch}-${version}`);
  try {
    cpSync(native, join(closed, 'pkg/native'), { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(closed, 'pkg/package.json'), JSON.stringify({ version }));
    const hidden = {
      initdb: join(closed, 'pkg/native/bin/initdb'),
      postgres: join(closed, 'pkg/native/bin/postgres'),
    };
    const identity = serviceIdentity();
    assert.equal(closedFolderAbove(hidden.postgres), closed);
    assert.throws(() => execFileSync(hidden.postgres, ['--version'], identity), /EACCES/);

    const reachable = reachableBinaries(hidden, identity);
    assert.equal(reachable.postgres, join(copy, 'bin/postgres'));
    assert.match(
      execFileSync(reachable.postgres, ['--version'], { ...identity, encoding: 'utf8' }),
      /PostgreSQL\) 15\./,
    );
    assert.deepEqual(reachableBinaries(hidden, identity), reachable, 'the copy is made once');
    assert.ok(readFileSync(reachable.initdb).length > 0);
  } finally {
    rmSync(closed, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  }
});

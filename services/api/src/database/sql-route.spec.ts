import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The API's own code: not the tests, their fixtures (test/, *.authz.ts) or the migrations. */
const appSources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter(
    (path) => path.endsWith('.ts') && !/\.spec\.ts$|\.authz\.ts$|\.d\.ts$|^test\/|\/migrations\//.test(path),
  )
  .map((path) => ({ path, text: readFileSync(join(src, path), 'utf8') }));

/** SQL that writes: INSERT INTO t, UPDATE t [alias] SET, DELETE FROM t. */
const WRITE_SQL = /\b(?:INSERT\s+INTO|UPDATE\s+\w+(?:\s+\w+)?\s+SET|DELETE\s+FROM)\b/g;

describe('one route to the database', () => {
  it('sends SQL from the database layer only: no .query( anywhere else', () => {
    const outside = appSources
      .filter(({ path, text }) => !path.startsWith('database/') && text.includes('.query('))
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });

  it("writes only in repositories' write(), which takes runInTransaction's transaction", () => {
    const stray: string[] = [];
    // The migration runner records each migration in the transaction it opened itself, before the
    // application (and its repositories) exists.
    for (const { path, text } of appSources.filter(({ path }) => path !== 'database/run-migrations.ts')) {
      for (const match of text.matchAll(WRITE_SQL)) {
        const sentBy = [...text.slice(0, match.index).matchAll(/this\.(rows|preparedRows|one|write)\b/g)].at(
          -1,
        )?.[1];
        if (!path.endsWith('.repository.ts') || sentBy !== 'write') {
          const line = text.slice(0, match.index).split('\n').length;
          stray.push(`${path}:${line} ${match[0]} (sent by ${sentBy ?? 'nothing'})`);
        }
      }
    }
    expect(stray).toEqual([]);
    // The rule has something to check: the repositories' writes are found.
    expect(appSources.filter(({ text }) => text.match(WRITE_SQL) !== null).length).toBeGreaterThan(10);
  });
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '@ferieplan/tools/dev/build.mjs';
import { API_NODE_OPTIONS } from '@ferieplan/tools/kit/api-node-options.mjs';

const API_DIR = join(import.meta.dirname, '../..');

/** Starts the built API (`node dist/bundle/main.js`, as the image does) with only `env` and waits for it to end. */
function startApi(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [...API_NODE_OPTIONS, 'dist/bundle/main.js'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    // Only a safety net: a start that is not refused would otherwise keep running.
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Nothing listens on port 1: the start must stop before it tries the database.
const DATABASE_URL = 'postgres://postgres@127.0.0.1:1/ferieplan';

describe('a bad setting stops the API process with one line, exit 1', () => {
  beforeAll(async () => {
    // The current sources, not an old build.
    await ensureBuilt({ web: false, allowOldBuilds: false, log: () => undefined });
  });

  it('DB_POOL_SIZE=abc', () => {
    const run = startApi({ DATABASE_URL, DB_POOL_SIZE: 'abc' });
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: 'DB_POOL_SIZE må være et heltall ≥ 1 (fikk "abc").\n',
    });
  });

  it('a mail setting too (it used to stop with a stack trace from inside Nest)', () => {
    const run = startApi({ DATABASE_URL, SMTP_URL: 'http://user:secret@relay' });
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: 'SMTP_URL må være en adresse som begynner med smtp:// eller smtps://.\n',
    });
  });
});

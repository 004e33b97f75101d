import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureBuilt } from '@ferieplan/tools/dev/build.mjs';
import { API_NODE_OPTIONS } from '@ferieplan/tools/kit/api-node-options.mjs';
import { DEMO_PROJECT_ID } from '@ferieplan/tools/kit/auth-emulator.mjs';
import { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';
import { freePort } from '@ferieplan/tools/kit/port-check.mjs';
import { signUp } from './test/harness.js';

// The bundle production runs (scripts/bundle.mjs; docker/api.Dockerfile's CMD), started as the image does.
const API_DIR = join(import.meta.dirname, '..');
const BUNDLE = 'dist/bundle/main.js';

async function healthOf(base: string): Promise<number> {
  return fetch(`${base}/health`).then(
    (response) => (response.body?.cancel(), response.status),
    () => 0,
  );
}

describe('the bundled API (dist/bundle)', () => {
  beforeAll(async () => {
    // The current sources, not an old build.
    await ensureBuilt({ web: false, allowOldBuilds: false, log: () => undefined });
  });

  it('starts, serves the OpenAPI document, validates bodies and stops on SIGTERM with exit 0', async () => {
    const owner = await signUp();
    const port = await freePort();
    const child = spawn(process.execPath, [...API_NODE_OPTIONS, BUNDLE], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: inject('databaseUrl'),
        FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}/api`;
    try {
      while ((await healthOf(base)) !== 200) {
        expect(child.exitCode, stderr).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // /api/docs-json reads services/api/openapi.json relative to the running file (openapi-file.ts).
      const document = (await (await fetch(`${base}/docs-json`)).json()) as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(document.paths)).toContain('/api/health');
      // A body through the validation pipe: class-validator and class-transformer as bundled (a missing
      // plainToInstance once made every POST a 500 in the bundle only).
      const createOrganization = (body: unknown) =>
        fetch(`${base}/Organizations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const refused = await createOrganization({ name: 'Bunt AS', unknownField: 1 });
      expect(refused.status).toBe(400);
      const created = await createOrganization({ name: 'Bunt AS', orgnr: uniqueOrgnr() });
      expect(created.status, await created.clone().text()).toBe(201);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });

  it('keeps its lines short: an uncaught exception prints the line it was thrown on', () => {
    const dir = join(API_DIR, 'dist/bundle');
    const longest = Math.max(
      ...readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
        .map((line) => line.length),
    );
    // Minified without line breaks, the app's chunk would be one line of megabytes on standard error.
    expect(longest).toBeLessThan(10_000);
  });

  it("a stack trace from the bundle names the TypeScript file and line, not the bundle's", () => {
    // main.ts maps stack traces itself (observability/source-mapped-stacks.ts): Node runs without
    // --enable-source-maps, which read every file's map at start.
    expect(API_NODE_OPTIONS).not.toContain('--enable-source-maps');
    const main = readFileSync(join(API_DIR, BUNDLE), 'utf8');
    expect(main).toMatch(/\bmapStackTracesThroughSourceMaps\(\)/);
    // The chunk main.js takes loadConfig from; a bad setting makes it throw.
    const chunk = /import\s*\{[^}]*\bloadConfig\b[^}]*\}\s*from\s*"(\.\/[^"]+)"/.exec(main)?.[1];
    expect(chunk).toBeDefined();
    const script = `(await import('./dist/bundle/source-mapped-stacks.js')).mapStackTracesThroughSourceMaps();
const { loadConfig } = await import(${JSON.stringify(`./dist/bundle/${chunk!.slice(2)}`)});
try { loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x', DB_POOL_SIZE: 'abc' }); }
catch (error) { console.log(error.stack); }`;
    const run = spawnSync(process.execPath, [...API_NODE_OPTIONS, '--input-type=module', '-e', script], {
      cwd: API_DIR,
      encoding: 'utf8',
    });
    const [message, firstFrame] = run.stdout.split('\n');
    expect(message).toContain('DB_POOL_SIZE');
    expect(firstFrame).toMatch(/ \(\/.+\/services\/api\/src\/config\/[\w-]+\.ts:\d+:\d+\)$/);
  });
});

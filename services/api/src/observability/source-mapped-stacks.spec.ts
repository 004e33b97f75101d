import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A TypeScript file bundled with its map beside it, as scripts/bundle.mjs writes the API, and run by Node
// itself (vitest would load it through its own transform, with other lines).
const FAIL = `// line 1
type Reason = string;

export function fail(reason: Reason): never {
  throw new TypeError(reason);
}
`;
const ENTRY = `import { mapStackTracesThroughSourceMaps } from ${JSON.stringify(join(import.meta.dirname, 'source-mapped-stacks.ts'))};
import { fail } from './fail.js';

mapStackTracesThroughSourceMaps();
const stackOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as Error).stack;
  }
};
const empty = new RangeError('tom');
Error.stackTraceLimit = 0;
Error.captureStackTrace(empty);
Error.stackTraceLimit = 10;
console.log(JSON.stringify({ bundled: stackOf(() => fail('for sent')), unmapped: stackOf(() => JSON.parse('{')), empty: empty.stack }));
`;

describe('stack traces through the source maps, read when a stack is written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferieplan-stacks-'));
  let stacks: Record<'bundled' | 'unmapped' | 'empty', string>;

  beforeAll(async () => {
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/fail.ts'), FAIL);
    writeFileSync(join(dir, 'src/entry.ts'), ENTRY);
    await build({
      entryPoints: [join(dir, 'src/entry.ts')],
      outfile: join(dir, 'bundle/entry.js'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [join(dir, 'bundle/entry.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    stacks = JSON.parse(run.stdout) as typeof stacks;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the TypeScript file, line and column of a frame in the bundle', () => {
    const [heading, first] = stacks.bundled.split('\n');
    expect(heading).toBe('TypeError: for sent');
    expect(first).toBe(`    at fail (${join(dir, 'src/fail.ts')}:5:9)`);
  });

  it("leaves Node's own frames as V8 writes them", () => {
    const [heading, first] = stacks.unmapped.split('\n');
    expect(heading).toMatch(/^SyntaxError: /);
    expect(first).toBe('    at JSON.parse (<anonymous>)');
  });

  it('writes an error without frames as its heading alone', () => {
    expect(stacks.empty).toBe('RangeError: tom');
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startChild } from './child-process.mjs';

const printLines = (count) =>
  `for (let i = 1; i <= ${count}; i++) (i % 2 ? console.log : console.error)('line ' + i)`;

test('a child with outputFile writes its stdout and stderr there; tail reads the last 40 lines', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'ferieplan-child-'));
  try {
    const file = join(directory, 'out.log');
    const logged = [];
    const child = startChild({
      name: 'printer',
      command: process.execPath,
      args: ['-e', printLines(50)],
      outputFile: file,
      log: (line) => logged.push(line),
    });
    assert.equal(await child.exit, 0);
    const written = readFileSync(file, 'utf8').trimEnd().split('\n');
    assert.equal(written.length, 50);
    assert.ok(written.includes('line 1') && written.includes('line 50'));
    assert.equal(child.tail.length, 40);
    assert.equal(child.tail.at(-1), written.at(-1));
    // Nothing passes through this process: the file is the only copy.
    assert.deepEqual(logged, []);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test('without outputFile, the output comes through log and tail as before', async () => {
  const logged = [];
  const child = startChild({
    name: 'printer',
    command: process.execPath,
    args: ['-e', printLines(3)],
    log: (line) => logged.push(line),
  });
  assert.equal(await child.exit, 0);
  // stdout and stderr are read separately: their order between the two is not fixed.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual([...logged].sort(), ['[printer] line 1', '[printer] line 2', '[printer] line 3']);
  assert.deepEqual([...child.tail].sort(), ['line 1', 'line 2', 'line 3']);
});

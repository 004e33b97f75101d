// The README's map of where things live (rules, queries, texts, query keys, test factories) is read by
// newcomers first: every example path in it must exist, and every name it gives beside a path must
// stand in that file. A move that forgets the map fails here.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../kit/root.mjs';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const map = /### Where things live\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const rows = map
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| What') && !line.startsWith('| ---'));
const PATH = /^(apps|libs|services|tools|docker)\/[\w./-]+$/;

/** The example cell's paths, each with the names given in brackets right after it. */
function examples(row) {
  const cells = row.split(' | ');
  const cell = cells.slice(1).join(' | ');
  return [...cell.matchAll(/`([^`]+)`(?: \(([^)]*)\))?/g)]
    .filter(([, path]) => PATH.test(path))
    .map(([, path, names]) => ({
      path,
      names: [...(names ?? '').matchAll(/`([A-Za-z_][\w]*)/g)].map((m) => m[1]),
    }));
}

test('the map has a row for a rule, a query, a text, a query key and a test factory', () => {
  for (const what of ['rule', 'query', 'text', 'query key', 'test']) {
    assert.ok(
      rows.some((row) => row.split(' | ')[0].includes(what)),
      `no row for "${what}"`,
    );
  }
});

test('every example path in the map exists and holds the names given beside it', () => {
  const all = rows.flatMap(examples);
  assert.ok(all.length >= 15, `only ${all.length} example paths found: has the map's format changed?`);
  for (const { path, names } of all) {
    assert.ok(existsSync(join(ROOT, path)), `${path} does not exist`);
    if (names.length === 0) continue;
    const source = readFileSync(join(ROOT, path), 'utf8');
    for (const name of names) assert.ok(source.includes(name), `${path} has no ${name}`);
  }
});

// `npm test -w tools`: runs every *.spec.mjs / *.test.mjs under tools/ with node:test. Node 20's bare
// `node --test` would also pick up tools/dev/test.mjs (the `npm test` runner itself) and recurse.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const TOOLS = join(import.meta.dirname, '..');

function findSpecs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findSpecs(path);
    return /\.(spec|test)\.mjs$/.test(entry.name) ? [relative(TOOLS, path)] : [];
  });
}

const specs = findSpecs(TOOLS).sort();
const result = spawnSync(process.execPath, ['--test', ...specs], { cwd: TOOLS, stdio: 'inherit' });
process.exit(result.status ?? 1);

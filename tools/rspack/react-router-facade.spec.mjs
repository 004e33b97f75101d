import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as facade from './react-router-facade.mjs';

const ROOT = join(import.meta.dirname, '../..');

/** Every source file of the apps and libs the browser builds bundle (specs and e2e run without them). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'e2e'].includes(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values a source imports from 'react-router-dom' (types are erased: not needed at run time). */
function routerImports(source) {
  const names = [];
  for (const [, clause] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    for (const part of clause.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('react-router facade', () => {
  it('reads the value imports and leaves the type imports', () => {
    assert.deepEqual(
      routerImports(
        `import {\n  Link,\n  type RouteObject,\n  useNavigate as go,\n} from 'react-router-dom';`,
      ),
      ['Link', 'useNavigate'],
    );
    assert.deepEqual(routerImports(`import type { RouteObject } from 'react-router-dom';`), []);
  });

  it('exports every name the apps and libs import from react-router-dom', () => {
    const missing = ['apps', 'libs']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((file) => !file.includes('/prerender/')) // the prerender bundle resolves the package itself
      .flatMap((file) => routerImports(readFileSync(file, 'utf8')).map((name) => ({ file, name })))
      .filter(({ name }) => !(name in facade));
    assert.deepEqual(missing, []);
  });

  it('exports react-router-dom’s own RouterProvider (with react-dom’s flushSync)', async () => {
    const dom = await import('react-router/dom');
    assert.equal(facade.RouterProvider, dom.RouterProvider);
  });
});

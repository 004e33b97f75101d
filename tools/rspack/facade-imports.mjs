// What the apps and libs import from a package the production builds alias to a facade (a list of the names
// they use: react-router-facade.mjs, react-query-facade.mjs). Read by the facades' specs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The values a source imports from a package (types are erased: not needed at run time). */
export function valueImports(source, pkg) {
  const names = [];
  const statement = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${escaped(pkg)}'`, 'g');
  for (const [, clause] of source.matchAll(statement)) {
    for (const part of clause.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The names the apps' and libs' browser sources import from a package that a facade does not export. */
export function missingFromFacade(pkg, facade) {
  return ['apps', 'libs']
    .flatMap((dir) => sources(join(ROOT, dir)))
    .filter((file) => !file.includes('/prerender/')) // the prerender bundle resolves the packages itself
    .flatMap((file) => valueImports(readFileSync(file, 'utf8'), pkg).map((name) => ({ file, name })))
    .filter(({ name }) => !(name in facade));
}

// Where the bundler takes Module Federation's runtime from (create-config.mjs).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The federation plugin injects its runtime by the CommonJS files Node resolves; a require() keeps every
 * export of what it reaches, so the shell's main.js carried all of its runtime packages. Their ES module
 * builds beside them let the bundler drop what the page never calls (issue 28: main.js 101 -> 96 KB).
 * Keys end in $: only the exact file is replaced.
 */
export function federationEsmAliases() {
  return Object.fromEntries(
    ['runtime', 'webpack-bundler-runtime'].map((pkg) => {
      const dir = dirname(require.resolve(`@module-federation/${pkg}`));
      return [`${join(dir, 'index.cjs')}$`, join(dir, 'index.js')];
    }),
  );
}

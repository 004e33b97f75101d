// Prerendering of / and /pricing at the shell's production build: bundles the app's server-rendering
// entry (its rspack config names it) for Node, renders each page with React's server renderer and
// writes the shell's index.html with that markup
// and the CSS it needs inlined, as dist/pages/<page>.html. The shell's servers answer / and /pricing
// with these files (docker/web/entrypoint.sh, tools/dev/static-server.mjs); every other path keeps
// the empty index.html. The browser paints the page from the first response. Its only script is the
// app's start script (bundled here too), which starts the shell's entry on the visitor's intent; the shell
// then hydrates the page once the landing remote has loaded (apps/shell/src/bootstrap.tsx).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { FOOTERS_FILE, PRERENDERED_PAGES, siteCombinations } from './prerendered-pages.mjs';
import { swcRule } from './swc-rule.mjs';
import { compile, compileStandaloneScript, RESOLVE } from './standalone-script.mjs';

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
// index.html preloads /remotes.json and /config.json for the entry; the prerendered pages start it later.
const DEPLOYMENT_PRELOADS = /<link rel="?preload"? href="?\/(?:remotes|config)\.json"?[^>]*>/g;
const ENTRY_SCRIPT = /<script defer src="?(\/main\.[^"> ]+\.js)"?><\/script>/;

function serverConfig(entry, outputPath) {
  return {
    mode: 'production',
    target: 'node',
    context: import.meta.dirname,
    entry: { prerender: entry },
    output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { ...RESOLVE, conditionNames: ['source', 'node', 'import', 'module', 'default'] },
    module: {
      rules: [
        swcRule(),
        // Every stylesheet is text here: the entry inlines the ones the two pages need.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // Firebase loads only when auth starts, which never happens on the server.
    externals: { 'firebase/app': 'commonjs firebase/app', 'firebase/auth': 'commonjs firebase/auth' },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: lazily loaded parts (the toast area) never render on the server anyway.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/**
 * Inlines the CSS, puts the page's markup into the template's empty root element and lets
 * start-on-intent's script start the shell's entry.
 */
function pageHtml(template, markup, css, startScript) {
  if (!ROOT_ELEMENT.test(template)) throw new Error('prerender: index.html has no empty <div id="root">');
  if (!ENTRY_SCRIPT.test(template))
    throw new Error('prerender: index.html has no <script defer src="/main…">');
  return template
    .replace(DEPLOYMENT_PRELOADS, '')
    .replace(ENTRY_SCRIPT, (_, entry) => `<script defer src="${startScript}" data-app="${entry}"></script>`)
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

export class PrerenderPlugin {
  /**
   * @param {{ entry: string, startScript: string }} files absolute paths of the app's server-rendering
   *   entry (exports render(path), renderFooter(site) and css) and of the pages' first script
   */
  constructor({ entry, startScript }) {
    this.entry = entry;
    this.startScript = startScript;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const dist = compiler.options.output.path;
      const bundleDir = mkdtempSync(join(tmpdir(), 'ferieplan-prerender-'));
      try {
        await compile(serverConfig(this.entry, bundleDir));
        const { render, renderFooter, css } = createRequire(import.meta.url)(
          join(bundleDir, 'prerender.cjs'),
        );
        const template = readFileSync(join(dist, 'index.html'), 'utf8');
        const publicPath = compiler.options.output.publicPath;
        const startFile = await compileStandaloneScript({
          name: 'start-on-intent',
          entry: this.startScript,
          outputPath: dist,
          publicPath,
        });
        mkdirSync(join(dist, 'pages'), { recursive: true });
        // The footer's markup for every set of operator details the servers fill in (prerendered-pages.mjs).
        const builtFooter = renderFooter({});
        const footers = siteCombinations().map(({ key, site }) => `${key}\t${renderFooter(site)}`);
        writeFileSync(join(dist, FOOTERS_FILE), [`default\t${builtFooter}`, ...footers, ''].join('\n'));
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const markup = await render(path);
          if (!markup.includes(builtFooter))
            throw new Error(`prerender: ${path} has not the footer's markup`);
          writeFileSync(join(dist, file), pageHtml(template, markup, css, `${publicPath}${startFile}`));
        }
      } finally {
        rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}

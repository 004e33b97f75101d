// One Rspack + Module Federation configuration for the shell (host) and every remote.
// Remotes are not listed at build time: the shell reads /remotes.json at runtime (see apps/shell).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { resolvePorts } from '../kit/ports.mjs';
import { configJson, remotesJson } from '../kit/runtime-config.mjs';
import { PrerenderPlugin } from './prerender-plugin.mjs';
import { FirstLoadPlugin } from './first-load-plugin.mjs';
import { AppPreloadPlugin } from './app-preload-plugin.mjs';
import { FirstFramePlugin } from './first-frame-plugin.mjs';
import { swcRule } from './swc-rule.mjs';
import { federationEsmAliases } from './federation-runtime.mjs';

const require = createRequire(import.meta.url);
const version = (name) => require(`${name}/package.json`).version;

/**
 * react-router's package exports point at its development build only (the dev warnings stay in the
 * bundle); production builds take the production files it ships beside them.
 */
function productionAliases() {
  // react-router is react-router-dom's dependency, installed beside it.
  const dist = resolve(
    require.resolve('react-router-dom/package.json'),
    '../../react-router/dist/production',
  );
  return {
    'react-router$': resolve(dist, 'index.mjs'),
    'react-router/dom$': resolve(dist, 'dom-export.mjs'),
    ...federationEsmAliases(),
    // Only the router's parts the apps use (see the file).
    'react-router-dom$': resolve(import.meta.dirname, 'react-router-facade.mjs'),
    '@tanstack/react-query$': resolve(import.meta.dirname, 'react-query-facade.mjs'),
  };
}

/**
 * Modules holding module state (React, router, stores, the toast queue) must exist once per page.
 * The stateless workspace libs (@ferieplan/texts, contracts, vacation-rules, holidays: constants and pure
 * functions) are not shared: a shared module is provided whole, so '/' loaded every string and rule of
 * every screen (issue 28). Each app bundles them itself, tree-shaken to what its own chunks import, so a
 * page loads only its own part of the one catalogue (a few common strings exist once per app).
 */
function sharedSingletons() {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${version(name)}` });
  const workspaceLib = { singleton: true, requiredVersion: false, version: '0.1.0' };
  return {
    react: singleton('react'),
    'react/jsx-runtime': { singleton: true, requiredVersion: `^${version('react')}` },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { singleton: true, requiredVersion: `^${version('react-dom')}` },
    // Provided through react-router-facade.mjs (production alias), whose package.json is not the router's:
    // its version is stated, or remotes would see 0.1.0 and warn that it does not satisfy ^7.
    'react-router-dom': { ...singleton('react-router-dom'), version: version('react-router-dom') },
    zustand: singleton('zustand'),
    'react-hot-toast': singleton('react-hot-toast'),
    // One query cache per page: the shell's QueryClient serves every remote. Provided through
    // react-query-facade.mjs (production alias): its version is stated, as the router's.
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      version: version('@tanstack/react-query'),
    },
    'date-fns': { singleton: true, requiredVersion: false },
    '@ferieplan/auth-store': workspaceLib,
    '@ferieplan/api-client': workspaceLib,
    '@ferieplan/ui': workspaceLib,
  };
}

/**
 * @param {object} options
 * @param {string} options.name   federation name (shell, landing, employee, admin, staffing)
 * @param {string} options.dir    the app's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {number} options.port   dev-server port
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. { './LandingPage': './src/LandingPage.tsx' }
 * @param {boolean} [options.host]  true for the shell: emits index.html, SPA fallback in dev
 * @param {{ entry: string, startScript: string }} [options.prerender]  the host's production build
 *   prerenders pages: its server-rendering entry and the pages' first script, relative to `dir`
 * @param {string} [options.firstFrame]  the host's production index.html starts with this script (relative
 *   to `dir`), which starts the entry (first-frame-plugin.mjs)
 */
export function createConfig({ name, dir, port, exposes = {}, host = false, prerender, firstFrame }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      // Dev: the shell records React renderers before react-dom loads (remote Fast Refresh, see the file).
      entry: {
        main:
          dev && host
            ? [resolve(import.meta.dirname, 'dev-renderer-hook.js'), './src/index.ts']
            : './src/index.ts',
      },
      target: ['web', 'es2022'],
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: resolve(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        // Workspace libs export their TypeScript sources under the `source` condition.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: dev ? {} : productionAliases(),
      },
      module: {
        rules: [swcRule({ dev }), { test: /\.css$/, type: 'css/auto' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          // The default eager strategy fetches every remote at start-up: one dead remote would blank the shell.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // One federation runtime per page: the shell provides it, remotes use it (~20 KiB gzip less per remote).
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser only: the runtime's Node.js loading paths (script via fetch + vm, env probes) are left out.
            optimization: { target: 'web' },
          },
        }),
        // The host's public/ folder as it is: the installable app's manifest, icons and service worker
        // (sw.js must stay at the root, unhashed: its scope is the whole site).
        host && new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(dir, 'public') }] }),
        host &&
          new rspack.HtmlRspackPlugin({
            template: resolve(dir, 'src/index.html'),
            minify: !dev,
          }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        }),
        dev && new ReactRefreshRspackPlugin(),
        // The pages the host prerenders (dist/pages), hydrated by it.
        prerender &&
          !dev &&
          new PrerenderPlugin({
            entry: resolve(dir, prerender.entry),
            startScript: resolve(dir, prerender.startScript),
          }),
        // dist/first-load.json: what a browser loads first, for the byte budgets (tools/bench/budgets.spec.mjs).
        !dev && new FirstLoadPlugin(),
        // The host's index.html preloads what its entry loads next (after FirstLoadPlugin, whose file it reads).
        host && !dev && new AppPreloadPlugin(),
        // Then index.html's first script takes the entry's place and those hints (after AppPreloadPlugin).
        host && !dev && firstFrame && new FirstFramePlugin({ script: resolve(dir, firstFrame) }),
      ].filter(Boolean),
      optimization: { minimize: !dev },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's HMR client runs inside the shell's page: it must call its own server, not the page's.
        client: { overlay: false, webSocketURL: `ws://localhost:${port}/ws` },
        setupMiddlewares: host ? serveRuntimeJson : undefined,
      },
    };
  };
}

/**
 * The shell's dev server answers /remotes.json and /config.json like the static server of `npm start`:
 * from FERIEPLAN_REMOTES_JSON / FERIEPLAN_CONFIG_JSON (set by the dev orchestrator, tools/dev/system.mjs, in `npm run dev`), else from the ports.
 */
function serveRuntimeJson(middlewares) {
  const ports = resolvePorts();
  const files = {
    '/remotes.json': () => process.env.FERIEPLAN_REMOTES_JSON ?? JSON.stringify(remotesJson(ports)),
    '/config.json': () => process.env.FERIEPLAN_CONFIG_JSON ?? JSON.stringify(configJson(ports)),
  };
  middlewares.unshift({
    name: 'ferieplan-runtime-json',
    middleware: (req, res, next) => {
      const file = files[new URL(req.url ?? '/', 'http://x').pathname];
      if (!file) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(file());
    },
  });
  return middlewares;
}

// `knip` (run by `npm run lint` and `npm test`): files, exports and dependencies nothing uses fail
// the lint. Entry points are what runs on its own: each app's Module Federation exposes (read from
// its rspack.config.mjs, so a new remote needs no change here), the API's main, scripts and specs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** './src/X.tsx' paths listed under `exposes` in an app's rspack.config.mjs. */
function exposedModules(app) {
  const config = readFileSync(join(import.meta.dirname, 'apps', app, 'rspack.config.mjs'), 'utf8');
  const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...block.matchAll(/:\s*'(\.\/src\/[^']+)'/g)].map((match) => match[1].slice(2));
}

const apps = readdirSync(join(import.meta.dirname, 'apps')).filter((app) => app !== 'e2e');

/** Module Federation shares these at runtime: every app lists them though its own code may not import them. */
const SHARED_AT_RUNTIME = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'react-hot-toast',
  '@tanstack/react-query',
  '@ferieplan/auth-store',
  '@ferieplan/ui',
  '@ferieplan/texts',
  '@ferieplan/api-client',
];

export default {
  ignore: ['**/*.d.mts'],
  // The embedded PostgreSQL calls these system tools (as root it runs as the `postgres` account).
  ignoreBinaries: ['groupadd', 'useradd', 'locale', 'id', 'podman'],
  workspaces: {
    '.': { entry: ['eslint.config.mjs'] },
    ...Object.fromEntries(
      apps.map((app) => [
        `apps/${app}`,
        {
          // The shell's prerender (tools/rspack/prerender-plugin.mjs; its rspack.config.mjs names them): the
          // server-rendering entry and the prerendered pages' first script; index.html's first script
          // (tools/rspack/first-frame-plugin.mjs).
          entry: [
            'rspack.config.mjs',
            'src/index.ts',
            'src/prerender/entry.tsx',
            'src/public/start-on-intent.ts',
            'src/first-frame/first-frame.ts',
            'scripts/*.mjs',
            // The shell's service worker, copied to dist/ as it is and registered by its URL.
            'public/sw.js',
            ...exposedModules(app),
          ],
          ignoreDependencies: SHARED_AT_RUNTIME,
        },
      ]),
    ),
    'apps/e2e': { entry: ['playwright.config.ts', 'global-setup.ts', 'tests/**/*.spec.ts'] },
    'services/api': {
      entry: ['src/main.ts', 'src/**/*.spec.ts', 'src/test/global-setup.ts', 'scripts/*.mjs'],
    },
    'libs/*': { entry: ['src/index.ts'] },
    tools: {
      entry: [
        'dev/*.mjs',
        'bench/*.mjs',
        // Loaded into the API under measurement with node --import (bench/scale.mjs).
        'bench/lib/capture-queries.mjs',
        'stripe-sandbox/server.mjs',
        'rehearsal/run.mjs',
        'containers/build-images.mjs',
        'containers/front-config.mjs',
        '**/*.spec.mjs',
        // The web apps' builds get react-router-dom and @tanstack/react-query from them
        // (rspack/create-config.mjs aliases the packages).
        'rspack/react-router-facade.mjs',
        'rspack/react-query-facade.mjs',
      ],
      // Started as binaries (node_modules/.bin/firebase, maildev's dist/bin/maildev.js), never imported;
      // the Kubernetes models are imported by apiVersion and kind at run time (containers/k8s-manifests.spec.mjs).
      // react-router-dom: rspack/create-config.mjs finds react-router's production build beside the web apps' install;
      // react-router: the web apps' builds resolve rspack/react-router-facade.mjs's imports from that install too.
      // @tanstack/react-query: rspack/react-query-facade.mjs imports the web apps' (hoisted) install by its file.
      ignoreDependencies: [
        'firebase-tools',
        'maildev',
        'kubernetes-models',
        'react-router-dom',
        'react-router',
        '@tanstack/react-query',
      ],
    },
  },
};

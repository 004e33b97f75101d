// The TypeScript/JSX rule of every Rspack build here: the apps (create-config.mjs) and the shell's
// prerender and start-on-intent bundles (prerender-plugin.mjs).

/** @param {{ dev?: boolean }} [options]  dev: React's development transform and Fast Refresh */
export function swcRule({ dev = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
    },
    type: 'javascript/auto',
  };
}

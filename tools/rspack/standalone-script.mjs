// A first script of the shell's pages, bundled for the browser on its own: without Module Federation, whose
// runtime the shell's every entry carries (prerender-plugin.mjs: start-on-intent; first-frame-plugin.mjs).
import rspack from '@rspack/core';
import { swcRule } from './swc-rule.mjs';

export const RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** Runs one rspack build; rejects on its errors. */
export function compile(config) {
  return new Promise((resolvePromise, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolvePromise(stats);
      }),
    );
  });
}

/** Bundles `entry` as `<name>.<hash>.js` into outputPath; resolves to that file's name. */
export async function compileStandaloneScript({ name, entry, outputPath, publicPath }) {
  const stats = await compile({
    mode: 'production',
    target: ['web', 'es2022'],
    context: import.meta.dirname,
    entry: { [name]: entry },
    output: { path: outputPath, publicPath, filename: '[name].[contenthash:8].js', clean: false },
    resolve: { ...RESOLVE, conditionNames: ['source', 'browser', 'import', 'module', 'default'] },
    module: { rules: [swcRule()] },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    devtool: false,
    performance: { hints: false },
  });
  return stats.toJson({ all: false, assets: true }).assets.find((asset) => asset.name.endsWith('.js')).name;
}

// `node scripts/bundle.mjs` (the build's second step, after tsc): the compiled API, dist/main.js, bundled
// into dist/bundle/ with esbuild, which production, `npm start` and the benchmarks run. A new replica
// then reads a few large files instead of resolving, reading and compiling ~2,700 modules one by one
// (issue 28: that was most of its start). tsc stays the compiler: its output keeps the decorator metadata
// Nest's injection and class-validator read, which esbuild cannot emit from TypeScript.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { dropInnerNames } from './drop-inner-names.mjs';

const API_DIR = join(import.meta.dirname, '..');
const OUT_DIR = join(API_DIR, 'dist/bundle');

/**
 * Left to Node at run time, from node_modules (the image installs the production dependencies):
 * - Nest's optional peers, not installed: Nest imports them only when an application uses them;
 * - what the API already imports on first use, not at start (firebase-admin, Stripe, SMTP, Redis, the
 *   Excel writers): unbundled they cost a start nothing, and nothing of theirs that reads files beside
 *   its own (ioredis its package.json) can break;
 * - pino-pretty, a dev dependency `npm start` prints with when it is installed.
 */
const EXTERNAL = [
  '@nestjs/microservices',
  '@nestjs/websockets',
  '@nestjs/platform-express',
  '@fastify/multipart',
  '@fastify/view',
  // The older class-transformer's path, which @nestjs/mapped-types tries when cjs/storage is missing.
  'class-transformer/storage',
  'firebase-admin',
  'stripe',
  'nodemailer',
  'ioredis',
  'exceljs',
  'write-excel-file',
  'web-push',
  'pino-pretty',
];

/**
 * @nestjs/mapped-types loads class-validator and class-transformer with its own createRequire(), which
 * a bundler cannot see: at run time Node would load a second, unbundled class-validator (~300 modules)
 * from node_modules. With that line gone its require() calls are the bundle's: the same copy as ours.
 */
const bundleMappedTypesRequires = {
  name: 'mapped-types-requires',
  setup(builder) {
    builder.onLoad(
      { filter: /@nestjs[/\\]mapped-types[/\\].*type-helpers\.utils\.js$/ },
      async ({ path }) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(path, 'utf8');
        const line = 'const require = createRequire(import.meta.url);';
        if (!source.includes(line))
          throw new Error(`${path}: "${line}" not found (a new @nestjs/mapped-types?)`);
        return { contents: source.replace(line, ''), loader: 'js' };
      },
    );
  },
};

/**
 * The CommonJS packages our own files import in many places, each seen through one ES module that
 * re-exports it. Otherwise esbuild gives every importing file its own `__toESM(require_x())`, a copy of
 * the package's exports as getters: class-validator's 341 in each of ~56 DTO files, ~19,000 property
 * definitions at every start (~35 ms of a replica's start, issue 28). Through the one module they are
 * copied once; the importers read the same functions.
 */
const SHARED_COMMONJS = ['class-validator', 'class-transformer'];
const SHARED_NAMESPACE = 'shared-commonjs';
const shareCommonJsImports = {
  name: 'share-commonjs-imports',
  setup(builder) {
    const ownCode = join(API_DIR, 'dist');
    // Exactly those names (not their subpaths); esbuild runs the callback only for what the filter matches.
    const names = new RegExp(`^(${SHARED_COMMONJS.join('|')})$`);
    builder.onResolve({ filter: names }, ({ path, kind, importer, namespace }) =>
      kind === 'import-statement' && namespace === 'file' && importer.startsWith(ownCode)
        ? { path, namespace: SHARED_NAMESPACE }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, ({ path }) => ({
      contents: `export * from ${JSON.stringify(path)};`,
      resolveDir: API_DIR,
      loader: 'js',
    }));
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: [
    join(API_DIR, 'dist/main.js'),
    // Its own file too, so a script run against the bundle (its test) can map its stack traces as main does.
    { in: join(API_DIR, 'dist/observability/source-mapped-stacks.js'), out: 'source-mapped-stacks' },
  ],
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // What main.ts and the services import on first use (tracing, Excel import, ...) stays in chunks of its
  // own, loaded then.
  splitting: true,
  // Class names are read at run time: migrations are recorded by theirs, Nest names providers by them.
  // The wrappers this adds inside functions, where they change no name, are blanked out below.
  keepNames: true,
  // Through tsc's maps down to src/*.ts: stack traces name the TypeScript line (main.ts maps them,
  // observability/source-mapped-stacks.ts).
  sourcemap: true,
  sourcesContent: false,
  // Without comments and indentation (4.7 -> 3.2 MB for the chunk a start loads): V8 reads and compiles
  // every byte as a replica starts. Names and syntax stay as written; the maps give the original lines.
  minifyWhitespace: true,
  // Lines still end every few hundred characters: Node prints the line of an uncaught exception's
  // throw, which would otherwise be a whole chunk (megabytes on standard error).
  lineLimit: 400,
  external: EXTERNAL,
  plugins: [bundleMappedTypesRequires, shareCommonJsImports],
  // The CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

for (const file of readdirSync(OUT_DIR).filter((name) => name.endsWith('.js'))) {
  const path = join(OUT_DIR, file);
  writeFileSync(path, dropInnerNames(readFileSync(path, 'utf8'), file).code);
}

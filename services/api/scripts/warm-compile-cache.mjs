// Run once by the image build (docker/api.Dockerfile), as the user the API runs as and with the image's
// NODE_COMPILE_CACHE: loads every chunk of dist/bundle so that Node 24 writes their compiled code there.
// A new replica's first start then reads it instead of compiling ~5 MB of JavaScript (issue 28: start
// 0.87x). Node keeps one cache folder per Node version and user id, and keys each file by its path and
// content, so a cache written at another path, by another user or for another build is never used.
import { flushCompileCache } from 'node:module';
import { readdirSync } from 'node:fs';

const bundle = new URL('../dist/bundle/', import.meta.url);
// main.js would start the API; it is 2 KB.
const chunks = readdirSync(bundle).filter((file) => file.endsWith('.js') && file !== 'main.js');
for (const chunk of chunks) await import(new URL(chunk, bundle).href);
// firebase-admin is not bundled (a dependency in node_modules), and every replica loads it once it has
// answered its first health check (auth/firebase-app.ts): its ~200 modules' compiled code too (0.8x
// its load time).
await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
flushCompileCache?.();
console.log(
  `compile cache: ${chunks.length} chunks of dist/bundle and firebase-admin loaded into ${process.env.NODE_COMPILE_CACHE}`,
);

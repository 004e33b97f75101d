// A small static file server for built apps: immutable caching for hashed files, revalidation (ETag,
// Last-Modified, 304) for the rest, CORS for remotes' manifests and chunks, an SPA fallback for the
// shell, and generated JSON files (/remotes.json, /config.json).
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
]);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** A generated HTML page. */
function sendPage(req, res, html) {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  res.writeHead(200, {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** RFC 9110: If-None-Match decides when present (weak comparison), else If-Modified-Since. */
function notModified(req, etag, lastModified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const weak = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, pages?: Record<string, string>, fillPage?: (html: string) => string, json?: Record<string, () => unknown> }} options
 *   pages: paths answered with a prerendered file of the build when it exists (the shell's / and /pricing)
 *   fillPage: what these files are sent as (the shell fills in the operator's details)
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  pages = {},
  fillPage,
  json = {},
}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (json[pathname]) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(json[pathname]()));
      return;
    }
    let file = join(base, normalize(pathname));
    if (Object.hasOwn(pages, pathname) && (await stat(join(base, pages[pathname])).catch(() => null))) {
      file = join(base, pages[pathname]);
      if (fillPage) return sendPage(req, res, fillPage(await readFile(file, 'utf8')));
    }
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && spa && !extname(pathname)) {
      file = join(base, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const ext = extname(file);
    // As nginx does in the container: a no-cache file (remoteEntry.js, a manifest) that the browser
    // already holds, prefetched on / say, is revalidated with a 304 instead of sent again.
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ETag: etag,
      'Last-Modified': lastModified.toUTCString(),
    };
    if (notModified(req, etag, lastModified)) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = info.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

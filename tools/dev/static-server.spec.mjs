import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.mjs';

async function serve(t) {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'remoteEntry.js'), 'export const entry = 1;');
  const server = await startStaticServer({ root, port: 0 });
  t.after(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { root, url: `http://127.0.0.1:${server.address().port}/remoteEntry.js` };
}

test('a no-cache file the browser holds is revalidated with 304 and no body', async (t) => {
  const { url } = await serve(t);
  const first = await fetch(url);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  assert.equal(await first.text(), 'export const entry = 1;');
  const etag = first.headers.get('etag');
  assert.match(etag, /^W\/".+"$/);

  const byTag = await fetch(url, { headers: { 'if-none-match': etag } });
  assert.equal(byTag.status, 304);
  assert.equal(await byTag.text(), '');

  const byDate = await fetch(url, { headers: { 'if-modified-since': first.headers.get('last-modified') } });
  assert.equal(byDate.status, 304);
});

test('a changed file is sent again in full, whatever the browser holds', async (t) => {
  const { root, url } = await serve(t);
  const first = await fetch(url);
  await first.text();
  writeFileSync(join(root, 'remoteEntry.js'), 'export const entry = 22;');
  utimesSync(join(root, 'remoteEntry.js'), new Date(), new Date(Date.now() + 5000));

  const again = await fetch(url, {
    headers: {
      'if-none-match': first.headers.get('etag'),
      'if-modified-since': first.headers.get('last-modified'),
    },
  });
  assert.equal(again.status, 200);
  assert.equal(await again.text(), 'export const entry = 22;');
  assert.notEqual(again.headers.get('etag'), first.headers.get('etag'));
});

import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { StartupError } from './errors.mjs';
import { assertPortsFree, freePort, isPortFree } from './port-check.mjs';

test('a taken port gives a one-line message naming the port and the variable', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    assert.equal(await isPortFree(port), false);
    await assert.rejects(assertPortsFree({ api: port }, { api: 'API_PORT' }), (error) => {
      assert.ok(error instanceof StartupError);
      assert.match(error.message, new RegExp(`^Port ${port} \\(api\\) er allerede i bruk.*API_PORT`));
      assert.equal(error.message.includes('\n'), false);
      return true;
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('free ports pass', async () => {
  await assertPortsFree({ shell: await freePort() });
});

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { httpClient } from './http.mjs';

describe('httpClient', () => {
  // Answers the first request on a connection; a second one on the same connection is cut off unread,
  // like a kept-alive connection an nginx worker closes on a reload. `/always-cut` is cut off anyway.
  let server;
  let url;
  before(async () => {
    server = createServer((req, res) => {
      req.socket.requests = (req.socket.requests ?? 0) + 1;
      if (req.url === '/always-cut' || req.socket.requests > 1) return req.socket.destroy();
      res.end(JSON.stringify({ ok: true }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it('sends a request again on a new connection when a kept-alive one was closed before any answer', async () => {
    const client = httpClient({ maxSockets: 1 });
    assert.equal((await client.call('POST', `${url}/a`, { body: {} })).status, 200);
    const second = await client.call('POST', `${url}/b`, { body: {} });
    assert.equal(second.status, 200);
    assert.equal(second.resent, true);
    client.close();
  });

  it('does not send again when a new connection fails: that is a failure to report', async () => {
    const client = httpClient();
    const response = await client.call('GET', `${url}/always-cut`);
    assert.equal(response.status, 0);
    assert.match(response.error, /socket hang up|ECONNRESET/);
    assert.equal(response.resent, undefined);
    client.close();
  });
});

// A small HTTP client for the rehearsal: keep-alive connections, an optional source address (each
// simulated client has its own 127.0.0.x, so the API sees different clients), never throws.
import { Agent, request } from 'node:http';

/**
 * @param {{ localAddress?: string, maxSockets?: number }} [options]
 */
export function httpClient({ localAddress, maxSockets = 8 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets, localAddress });
  /**
   * @param {string} method
   * @param {string} url
   * @param {{ token?: string, body?: unknown, timeoutMs?: number }} [options]
   * @returns {Promise<{ status: number, body: any, error?: string, ms: number, resent?: boolean }>}
   */
  async function call(method, url, options = {}) {
    const first = await send(method, url, options);
    // A kept-alive connection the server closed while idle (nginx does on a reload) fails the next
    // request before the server has read it. Browsers send such a request again on a new connection,
    // whatever its method (it was never processed); so does this client, once, and says so.
    if (!first.resetOnReuse) return first;
    return { ...(await send(method, url, options)), resent: true };
  }

  function send(method, url, { token, body, timeoutMs = 30_000 } = {}) {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      let answered = false;
      const req = request(
        url,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          answered = true;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            let parsed = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
          });
          res.on('error', (error) =>
            resolve({ status: 0, body: null, error: error.message, ms: performance.now() - started }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) =>
        resolve({
          status: 0,
          body: null,
          error: error.message,
          ms: performance.now() - started,
          resetOnReuse: req.reusedSocket && !answered && /ECONNRESET|socket hang up/.test(error.message),
        }),
      );
      req.end(payload);
    });
  }
  return { call, close: () => agent.destroy() };
}

/** Polls `url` until it answers `status` (default 200); rejects after `timeoutMs`. */
export async function waitForStatus(url, { status = 200, timeoutMs = 90_000, intervalMs = 250 } = {}) {
  const client = httpClient();
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const response = await client.call('GET', url, { timeoutMs: 3000 });
      if (response.status === status) return;
      if (Date.now() > deadline)
        throw new Error(`${url}: ${response.status || response.error} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    client.close();
  }
}

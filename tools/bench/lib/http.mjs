// HTTP to the API as a signed-in user, and sequential timing of GETs.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

export const ms = (value) => `${value.toFixed(2)} ms`;
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * JSON calls to the API at `apiBase` with the user's token: `call(method, path, body)` resolves
 * to { status, body } (body null when it is not JSON).
 */
export function apiClient(apiBase, token) {
  return async function call(method, path, body) {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

export async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${body.toString()}`);
  return { elapsed, body };
}

/** `count` sequential calls after `warmUp` unmeasured ones (token cache, plan cache, JIT). */
export async function sequential(url, token, count, warmUp = 20) {
  for (let i = 0; i < warmUp; i++) await timedGet(url, token);
  const times = [];
  let bytes = 0;
  let gzipBytes = 0;
  for (let i = 0; i < count; i++) {
    const { elapsed, body } = await timedGet(url, token);
    times.push(elapsed);
    bytes = body.length;
    gzipBytes = gzipSync(body).length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    bytes,
    gzipBytes,
  };
}

// Load on one route with autocannon: a warm-up, then `duration` seconds at `connections` connections;
// req/s, p50/p99 latency, errors and the serving process's CPU time per request.
import autocannon from 'autocannon';
import { latencySummary } from './latency.mjs';
import { cpuMs } from './proc.mjs';

/**
 * `fineLatency`: also `fine` = p50/p99 to 0.01 ms of the 2xx responses, from autocannon's own hrtime
 * duration of each request (its histogram keeps whole milliseconds), and those `durations` (ms) to pool
 * with other windows (bench:api and bench:scale pool them over their rounds). Off by default: no listener
 * per response where nothing reads them. `warmUp` 0: none.
 */
export async function measureLoad({
  label,
  url,
  headers,
  pid,
  connections,
  duration,
  warmUp = 3,
  fineLatency = false,
}) {
  // A response slower than 30 s counts as a timeout.
  if (warmUp > 0) await autocannon({ url, connections, duration: warmUp, headers, timeout: 30 });
  const cpuBefore = cpuMs(pid);
  const instance = autocannon({ url, connections, duration, headers, timeout: 30 });
  const durations = [];
  if (fineLatency) {
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) durations.push(ms);
    });
  }
  const result = await instance;
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest,
    ...(fineLatency ? { fine: latencySummary(durations), durations } : {}),
  };
}

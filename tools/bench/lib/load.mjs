// Load on one route with autocannon: a warm-up, then `duration` seconds at `connections` connections;
// req/s, p50/p99 latency, errors and the serving process's CPU time per request.
import autocannon from 'autocannon';
import { cpuMs } from './proc.mjs';

export async function measureLoad({ label, url, headers, pid, connections, duration, warmUp = 3 }) {
  // A response slower than 30 s counts as a timeout.
  await autocannon({ url, connections, duration: warmUp, headers, timeout: 30 });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers, timeout: 30 });
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest,
  };
}

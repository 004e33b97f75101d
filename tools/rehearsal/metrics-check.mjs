// After the rolling restart: every replica's /api/metrics is scraped before and after a burst of
// requests sent through the front, and the replicas' request counters must add up to what was sent
// (±1 %): no request is served uncounted, none is counted twice, and each replica's counters run again.
import { httpClient } from './http.mjs';

const ROUTE = '/api/Organizations/my';

/** The requests counted for ROUTE (every method and status class) in a Prometheus text exposition. */
export function countedRequests(text, route = ROUTE) {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^ferieplan_http_requests_total\{(.*)\} (\S+)$/.exec(line);
    if (match && match[1].includes(`route="${route}"`)) total += Number(match[2]);
  }
  return total;
}

async function scrape(replicaUrls, token) {
  return Promise.all(
    replicaUrls.map(async (url) => {
      const response = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url}/api/metrics: HTTP ${response.status}`);
      return countedRequests(await response.text());
    }),
  );
}

/**
 * @param {{ urls: any, replicaUrls: string[], token: string, requests?: number }} options
 */
export async function countersAddUp({ urls, replicaUrls, token, requests = 600 }) {
  const before = await scrape(replicaUrls, token);
  // Its own source address: the rate limit of the other checks' clients is not touched.
  const client = httpClient({ localAddress: '127.0.0.40', maxSockets: 10 });
  const statuses = {};
  let sent = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent < requests) {
        sent++;
        const response = await client.call('GET', `${urls.api}${ROUTE}`);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  client.close();
  const after = await scrape(replicaUrls, token);
  const perReplica = after.map((count, i) => count - before[i]);
  const counted = perReplica.reduce((a, b) => a + b, 0);
  const off = Math.abs(counted - sent) / sent;
  return {
    ok: off <= 0.01 && perReplica.every((n) => n > 0),
    summary:
      `sent ${sent} (${Object.entries(statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}) through the front; counted by the replicas ${perReplica.join(' + ')} = ${counted} ` +
      `(${(off * 100).toFixed(2)} % off)`,
  };
}

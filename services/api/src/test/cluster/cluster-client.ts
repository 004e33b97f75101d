/** HTTP calls spread round-robin over the cluster's replicas, as a load balancer would. */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export function clusterClient(urls: string[]) {
  let next = 0;
  return async function call(token: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const url = urls[next++ % urls.length];
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text so a failing assertion shows it
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

/** `{ "201": 1, "403": 29 }`: how many answers had each status. */
export function tally(answers: { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

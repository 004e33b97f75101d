import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (what the signature covers). */
  rawBody: string;
}

/** A local HTTP endpoint that records every POST and answers what the test scripts per path (default 200). */
export interface WebhookReceiver {
  url: (path: string) => string;
  received: (path: string) => ReceivedWebhook[];
  /** The statuses to answer on `path`, one per request; the last one repeats. */
  answer: (path: string, ...statuses: number[]) => void;
  waitFor: (path: string, count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const log: ReceivedWebhook[] = [];
  const scripts = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      log.push({ path, headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      const script = scripts.get(path) ?? [200];
      const status = script.length > 1 ? script.shift()! : script[0];
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`svar ${status} `.repeat(100));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const received = (path: string) => log.filter((entry) => entry.path === path);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...statuses) => scripts.set(path, statuses),
    async waitFor(path, count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received(path).length < count) {
        if (Date.now() > deadline)
          throw new Error(`${path}: ${received(path).length} of ${count} deliveries`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received(path);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as the receiver got it. */
export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body's bytes (an encrypted push is binary). */
  body: Buffer;
  /** The body as UTF-8, exactly as received (what a webhook signature covers). */
  rawBody: string;
}

/**
 * A local HTTP endpoint standing in for what the API delivers to (a webhook receiver, a Web Push
 * service): it records every POST and answers what the test scripts per path.
 */
export interface LocalReceiver {
  url: (path: string) => string;
  received: (path: string) => ReceivedPost[];
  /** The statuses to answer on `path`, one per request; the last one repeats. */
  answer: (path: string, ...statuses: number[]) => void;
  waitFor: (path: string, count: number, timeoutMs?: number) => Promise<ReceivedPost[]>;
  close: () => Promise<void>;
}

/** `status`: the answer where the test scripted none (200 for a webhook receiver, 201 for a push service). */
export async function startLocalReceiver(options: { status?: number } = {}): Promise<LocalReceiver> {
  const log: ReceivedPost[] = [];
  const scripts = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks);
      log.push({ path, headers: request.headers, body, rawBody: body.toString('utf8') });
      const script = scripts.get(path) ?? [options.status ?? 200];
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
        if (Date.now() > deadline) throw new Error(`${path}: ${received(path).length} of ${count} posts`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received(path);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

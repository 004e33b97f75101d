import { createServer, connect, type Server, type Socket } from 'node:net';

export interface CuttableProxy {
  port: number;
  /** Closes every connection and refuses new ones: to its clients the server is gone. */
  cut(): Promise<void>;
  /** Accepts and forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy to `host:port` that a test can cut and restore (a server outage, without stopping it). */
export async function cuttableProxy(host: string, port: number): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    cut: stop,
    restore: async () => void (await listen(proxyPort)),
    close: stop,
  };
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite behind a local Postgres wire-protocol socket on a free port, so TypeORM uses the
 * same `pg` driver and migrations as real PostgreSQL. `maxConnections` must cover the pool size
 * (the socket server's default of 1 would block concurrent requests).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections: number,
): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  startTemporaryPostgres,
  type TemporaryPostgresServer,
} from '@ferieplan/tools/kit/embedded-postgres.mjs';
import { freePort } from '@ferieplan/tools/kit/port-check.mjs';
import { createApp } from '../harness.js';
import { migrate } from '../test-database.js';

export interface ReplicaCluster {
  /** Base URLs (…/api) of the replicas, each with its own connection pool. */
  urls: string[];
  /** The first replica, for seeding through the harness. */
  first: NestFastifyApplication;
  /** The cluster's own PostgreSQL server: interrupt() restarts it without touching the machine's server. */
  postgres: TemporaryPostgresServer;
  stop(): Promise<void>;
}

/**
 * `count` API instances listening on real ports over one PostgreSQL server of their own. They share a
 * process (the races and outages under test happen in the database and its connections, which each
 * instance holds separately); the deployment rehearsal runs the same races across container replicas.
 */
export async function startReplicaCluster(count = 3): Promise<ReplicaCluster> {
  const postgres = await startTemporaryPostgres({ port: await freePort(), log: () => {} });
  const apps: NestFastifyApplication[] = [];
  try {
    const databaseUrl = await postgres.ensureDatabase('reliability');
    await migrate(databaseUrl);
    for (let i = 0; i < count; i += 1) {
      const app = await createApp({ databaseUrl });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
  } catch (error) {
    await Promise.allSettled(apps.map((app) => app.close()));
    await postgres.stop();
    throw error;
  }
  const urls = apps.map((app) => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    return `http://127.0.0.1:${port}/api`;
  });
  return {
    urls,
    first: apps[0],
    postgres,
    async stop() {
      await Promise.allSettled(apps.map((app) => app.close()));
      await postgres.stop();
    },
  };
}

// A rolling restart under load: every replica in turn gets SIGTERM (the front takes it out of rotation at
// the same moment, as Kubernetes removes a terminating pod from its endpoints), drains, exits, starts
// again and rejoins once ready. Meanwhile simulated clients (each its own source address, user and
// organisation) create teams and read them back at a bounded rate through the front. Afterwards every
// acknowledged write must be there.
import { httpClient, waitForStatus } from './http.mjs';
import { ownerWithOrganization } from './checks.mjs';

/**
 * @param {{ urls: any, clients?: number, perClientPerSecond?: number }} options
 */
export async function startLoad({ urls, clients = 6, perClientPerSecond = 5 }) {
  const people = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      ownerWithOrganization({ urls, prefix: `last${i}`, localAddress: `127.0.0.${20 + i}` }).then(
        (owner) => ({
          ...owner,
          localAddress: `127.0.0.${20 + i}`,
        }),
      ),
    ),
  );
  const figures = { sent: 0, failed: 0, resent: 0, writes: 0, acknowledged: [], failures: {}, latencies: [] };
  let running = true;
  const interval = 1000 / perClientPerSecond;

  const loop = async (person, index) => {
    const client = httpClient({ localAddress: person.localAddress, maxSockets: 2 });
    let step = 0;
    while (running) {
      const began = Date.now();
      const write = step % 2 === 0;
      const response = write
        ? await client.call('POST', `${urls.api}/api/Teams`, {
            token: person.owner.idToken,
            body: { organizationId: person.organizationId, name: `Team ${index}-${step}` },
          })
        : await client.call('GET', `${urls.api}/api/Teams/organization/${person.organizationId}`, {
            token: person.owner.idToken,
          });
      figures.sent++;
      if (response.resent) figures.resent++;
      figures.latencies.push(response.ms);
      if (write) figures.writes++;
      const expected = write ? 201 : 200;
      if (response.status !== expected) {
        figures.failed++;
        const key = `${write ? 'POST' : 'GET'} ${response.status || response.error}`;
        figures.failures[key] = (figures.failures[key] ?? 0) + 1;
      } else if (write) {
        figures.acknowledged.push({ person, id: response.body.id });
      }
      step++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - (Date.now() - began))));
    }
    client.close();
  };
  const loops = people.map((person, index) => loop(person, index));

  return {
    figures,
    /** Stops the clients, then looks for every acknowledged team in its organisation's list. */
    async stop() {
      running = false;
      await Promise.all(loops);
      const client = httpClient();
      let found = 0;
      for (const person of people) {
        const listed = await client.call(
          'GET',
          `${urls.api}/api/Teams/organization/${person.organizationId}`,
          {
            token: person.owner.idToken,
          },
        );
        const ids = new Set((Array.isArray(listed.body) ? listed.body : []).map((team) => team.id));
        found += figures.acknowledged.filter((write) => write.person === person && ids.has(write.id)).length;
      }
      client.close();
      const sorted = [...figures.latencies].sort((a, b) => a - b);
      const percentile = (p) =>
        sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
      return {
        sent: figures.sent,
        failed: figures.failed,
        resent: figures.resent,
        failures: figures.failures,
        writes: figures.writes,
        acknowledged: figures.acknowledged.length,
        found,
        p50: percentile(50),
        p99: percentile(99),
      };
    },
  };
}

/**
 * @param {{ replicas: { unit: any, readyUrl: string }[], front: { setDown: (index: number, down: boolean) => Promise<void> }, log: (line: string) => void }} options
 */
export async function rollingRestart({ replicas, front, log }) {
  const restarts = [];
  for (const [index, replica] of replicas.entries()) {
    const [, stopped] = await Promise.all([front.setDown(index, true), replica.unit.stop(30)]);
    const started = Date.now();
    await replica.unit.restart();
    await waitForStatus(replica.readyUrl);
    const readyMs = Date.now() - started;
    await front.setDown(index, false);
    restarts.push({ name: replica.unit.name, exitCode: stopped.exitCode, stopMs: stopped.ms, readyMs });
    log(
      `${replica.unit.name}: SIGTERM -> exit ${stopped.exitCode} after ${stopped.ms} ms; ready again after ${readyMs} ms`,
    );
  }
  return restarts;
}

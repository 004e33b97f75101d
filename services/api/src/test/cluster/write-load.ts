import { randomBytes } from 'node:crypto';
import type { clusterClient } from './cluster-client.js';

export interface WriteOutcome {
  name: string;
  status: number;
  /** ms since the load started */
  at: number;
  retryAfter: string | null;
  id?: string;
}

/**
 * A bounded write load: `workers` loops, each creating a uniquely named team and pausing `pauseMs`,
 * until stop() is called. Every outcome is kept so acknowledged writes can be looked up afterwards.
 */
export function startTeamWriteLoad(
  call: ReturnType<typeof clusterClient>,
  options: { token: string; organizationId: string; workers: number; pauseMs: number },
) {
  const started = Date.now();
  const outcomes: WriteOutcome[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const name = `Last ${randomBytes(6).toString('hex')}`;
      const answer = await call(options.token, 'POST', '/Teams', {
        name,
        organizationId: options.organizationId,
      }).catch(() => ({ status: 0, body: null, headers: new Headers() }));
      outcomes.push({
        name,
        status: answer.status,
        at: Date.now() - started,
        retryAfter: answer.headers.get('retry-after'),
        id: answer.status === 201 ? (answer.body as { id: string }).id : undefined,
      });
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const loops = Array.from({ length: options.workers }, worker);
  return {
    outcomes,
    elapsed: () => Date.now() - started,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Milliseconds between `from` and the first acknowledged write after it. */
export function recoveryTime(outcomes: WriteOutcome[], from: number): number | null {
  const first = outcomes.filter((o) => o.status === 201 && o.at >= from).sort((a, b) => a.at - b.at)[0];
  return first ? first.at - from : null;
}

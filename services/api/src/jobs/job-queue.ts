import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { jobQueueConnection, type Transaction } from '../database/sql.js';
import { tracedProcess, tracedSend, type TraceCarrier } from '../observability/job-trace.js';
import { currentContext } from '../observability/request-context.js';
import type { JobBoss } from './job-boss.js';

/** What every job of a transactional outbox carries besides its row id. */
export interface OutboxJob {
  /** The outbox row the job delivers (the name mail jobs have carried since issue 15). */
  outboxId: string;
  /** The request that wrote the row: the delivery's log lines carry its id. */
  requestId?: string;
  /** Its trace (OpenTelemetry, when on): the delivery's span joins it. */
  trace?: TraceCarrier;
}

export interface JobQueueOptions {
  /** The pg-boss queue name. */
  name: string;
  /** The context of its log lines (the feature's). */
  logContext: string;
  /** Workers in each replica (jobs in flight per replica while a backlog drains). */
  workers: number;
  pollingIntervalSeconds: number;
  /** Retries with exponential backoff: first delay, then 2x, 4x, ... (pg-boss adds jitter). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still active after this long is failed by pg-boss's maintenance and retried. */
  expireInSeconds: number;
  /**
   * Whether this replica runs the worker; a reason to log when not. The queue and its jobs are written
   * either way, so nothing is lost until a replica works them off.
   */
  worker: { run: true } | { run: false; reason: string };
}

/**
 * One transactional outbox's pg-boss queue on the product's own PostgreSQL (schema `pgboss`), shared by
 * the mail, webhook, chat and push outboxes. Every replica creates it at start (so the schema and the
 * queue exist before the first job is written), on the replica's one pg-boss (JobBoss). Several
 * replicas fetch with `FOR UPDATE SKIP LOCKED`: each job goes to one worker at a time. Only a job's
 * insert runs on the API's pool, in the transaction of its outbox row (enqueue).
 */
export abstract class JobQueue implements OnApplicationBootstrap {
  protected readonly logger: Logger;
  private boss: PgBoss | null = null;
  private readonly workerIds: string[] = [];
  private handler: ((job: OutboxJob) => Promise<void>) | null = null;

  protected constructor(
    private readonly jobs: JobBoss,
    private readonly options: JobQueueOptions,
  ) {
    this.logger = new Logger(options.logContext);
  }

  /** Registers the delivery function; the worker starts at bootstrap when this replica runs one. */
  setHandler(handler: (job: OutboxJob) => Promise<void>): void {
    this.handler = handler;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { name, retryLimit, retryDelaySeconds, expireInSeconds } = this.options;
    const boss = await this.jobs.ensureQueue(name, {
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
    });
    this.boss = boss;
    if (!this.options.worker.run) {
      this.logger.warn(this.options.worker.reason);
      return;
    }
    if (!this.handler) throw new Error(`JobQueue ${name}: no delivery handler registered`);
    const handler = this.handler;
    for (let i = 0; i < this.options.workers; i++) {
      const id: string = await boss.work<OutboxJob>(
        name,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
        async ([job]) => {
          try {
            await tracedProcess(name, job.data.trace, () => handler(job.data));
          } finally {
            // A job was there, so more may be: fetch again at once instead of sleeping a polling interval.
            boss.notifyWorker(id);
          }
        },
      );
      this.workerIds.push(id);
    }
  }

  /**
   * Writes the job in the caller's transaction: it exists exactly when the outbox row does. `jobId`
   * defaults to the row id (one job per row); a row sent again takes a new one.
   */
  async enqueue(outboxId: string, tx: Transaction, jobId = outboxId): Promise<void> {
    const requestId = currentContext()?.requestId;
    const boss = this.boss ?? (await this.jobs.started());
    const id = await tracedSend(this.options.name, (trace) =>
      boss.send(
        this.options.name,
        { outboxId, requestId, ...(Object.keys(trace).length ? { trace } : {}) } satisfies OutboxJob,
        { db: jobQueueConnection(tx), id: jobId },
      ),
    );
    if (!id) throw new Error(`the ${this.options.name} job for ${outboxId} was not written`);
  }

  /** After a commit: the local worker looks at once instead of at its next poll. */
  wake(): void {
    for (const id of this.workerIds) this.boss?.notifyWorker(id);
  }
}

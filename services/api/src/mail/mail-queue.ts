import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { jobQueueConnection, type Transaction } from '../database/sql.js';
import { tracedProcess, tracedSend, type TraceCarrier } from '../observability/job-trace.js';
import { currentContext } from '../observability/request-context.js';

/** The pg-boss queue that delivers the outbox: one job per outbox row. */
const MAIL_QUEUE = 'mail';

/** Workers in each replica: two mails in flight per replica while a backlog drains. */
const WORKERS_PER_REPLICA = 2;

export interface MailJob {
  outboxId: string;
  /** The request that wrote the mail: the delivery's log lines carry its id. */
  requestId?: string;
  /** Its trace (OpenTelemetry, when on): the delivery's span joins it. */
  trace?: TraceCarrier;
}

/**
 * pg-boss on the product's own PostgreSQL (schema `pgboss`). Every replica starts it (so the schema and
 * the queue exist before the first job is written); the worker runs only when SMTP is configured.
 * Several replicas fetch with `FOR UPDATE SKIP LOCKED`: each job goes to one worker at a time.
 * pg-boss connects with a small pool of its own (its documented `connectionString`), so its polling and
 * maintenance never wait for, or hold, a connection the API's requests need; only a job's insert runs
 * on the API's pool, in the transaction of its outbox row (enqueue).
 */
@Injectable()
export class MailQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private handler: ((job: MailJob) => Promise<void>) | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      max: 3,
      application_name: 'ferieplan-mail',
      // Maintenance (expiring stuck jobs, retention) only where a worker runs.
      supervise: Boolean(config.mail.smtpUrl),
      schedule: false,
    });
    this.boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  /** Registers the delivery function; the worker starts at bootstrap when SMTP is configured. */
  setHandler(handler: (job: MailJob) => Promise<void>): void {
    this.handler = handler;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    await this.ensureQueue();
    if (!this.config.mail.smtpUrl) {
      this.logger.warn(
        'SMTP_URL er ikke satt: e-post blir liggende i utboksen (mail_outbox) og sendes når API-et startes med SMTP_URL.',
      );
      return;
    }
    if (!this.handler) throw new Error('MailQueue: no delivery handler registered');
    const handler = this.handler;
    for (let i = 0; i < WORKERS_PER_REPLICA; i++) {
      const id: string = await this.boss.work<MailJob>(
        MAIL_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.config.mail.pollingIntervalSeconds },
        async ([job]) => {
          try {
            await tracedProcess(MAIL_QUEUE, job.data.trace, () => handler(job.data));
          } finally {
            // A job was there, so more may be: fetch again at once instead of sleeping a polling interval.
            this.boss.notifyWorker(id);
          }
        },
      );
      this.workerIds.push(id);
    }
  }

  /** Retries with exponential backoff (delay, 2x, 4x, ...); pg-boss keeps a margin above our own limit. */
  private async ensureQueue(): Promise<void> {
    if (await this.boss.getQueue(MAIL_QUEUE)) return;
    try {
      await this.boss.createQueue(MAIL_QUEUE, {
        name: MAIL_QUEUE,
        retryLimit: this.config.mail.maxAttempts + 2,
        retryDelay: this.config.mail.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      });
    } catch (error) {
      // Another replica created it at the same moment.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }

  /** Writes the job in the caller's transaction: it exists exactly when the outbox row does. */
  async enqueue(outboxId: string, tx: Transaction): Promise<void> {
    const requestId = currentContext()?.requestId;
    const id = await tracedSend(MAIL_QUEUE, (trace) =>
      this.boss.send(
        MAIL_QUEUE,
        { outboxId, requestId, ...(Object.keys(trace).length ? { trace } : {}) } satisfies MailJob,
        { db: jobQueueConnection(tx), id: outboxId },
      ),
    );
    if (!id) throw new Error(`the mail job for ${outboxId} was not written`);
  }

  /** After a commit: the local worker looks at once instead of at its next poll. */
  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}

import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';

/**
 * A replica's one pg-boss, shared by all its queues (mail, webhooks, chat, push, sick-leave retention).
 * One instance means one small pool, one schema check at start and one maintenance timer, where a
 * pg-boss per queue opened five pools one after the other (a start waited for each new PostgreSQL
 * backend in turn) and kept four maintenance timers. It connects with its own pool
 * (pg-boss's documented `connectionString`), so polling and maintenance never wait for, or hold, a
 * connection the API's requests need.
 */
export class JobBoss implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private starting: Promise<PgBoss> | null = null;

  constructor(databaseUrl: string) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      // Workers fetch and complete on it briefly; deliveries run on the API's pool.
      max: 4,
      application_name: 'ferieplan-jobs',
      // Every replica runs workers (webhooks, chat, push), so every replica expires stuck jobs.
      supervise: true,
      // The retention job's cron; pg-boss sends one job per tick however many replicas run.
      schedule: true,
    });
    this.boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  /** pg-boss once started (schema checked or created); the first queue to ask starts it. */
  started(): Promise<PgBoss> {
    this.starting ??= this.boss.start().then(() => this.boss);
    return this.starting;
  }

  /**
   * Creates queue `name` unless it exists. Replicas starting together race to create it: the loser gets
   * a unique violation, or a deadlock inside pg-boss's DDL; it then finds the queue the winner made.
   */
  async ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<PgBoss> {
    const boss = await this.started();
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(name)) return boss;
      try {
        await boss.createQueue(name, { name, ...options });
        return boss;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code !== '23505' && code !== '40P01') || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /** Waits (up to 10 s) for the jobs in flight, then closes the pool. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}

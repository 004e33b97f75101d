import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';

export interface WorkQueueFigures {
  outboxPending: number;
  outboxOldestAgeSeconds: number;
  /** Jobs waiting per pg-boss queue. */
  queues: { name: string; waiting: number }[];
}

/** The backlog figures read at each scrape (ix_mail_outbox_pending serves the outbox's). */
@Injectable()
export class WorkQueuesRepository extends SqlRepository {
  async figures(): Promise<WorkQueueFigures> {
    const [outbox] = await this.rows<{ pending: number; oldest: number }>(
      `SELECT count(*)::int AS pending,
              coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
         FROM mail_outbox WHERE status = 'Pending'`,
      [],
    );
    const queues = await this.rows<{ name: string; waiting: number }>(
      `SELECT q.name, count(j.id)::int AS waiting
         FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry')
        GROUP BY q.name ORDER BY q.name`,
      [],
    );
    return { outboxPending: outbox.pending, outboxOldestAgeSeconds: outbox.oldest, queues };
  }
}

import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';

@Injectable()
export class HealthRepository extends SqlRepository {
  /** Resolves when the database answers a trivial query. */
  async ping(): Promise<void> {
    await this.rows('SELECT 1', []);
  }

  /** True when the database answers within the time limit (a dead database must not hang a probe). */
  async answers(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
    });
    try {
      await Promise.race([this.ping(), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

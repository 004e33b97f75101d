import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql.js';

@Injectable()
export class HealthRepository extends SqlRepository {
  /** Resolves when the database answers a trivial query. */
  async ping(): Promise<void> {
    await this.rows('SELECT 1', []);
  }
}

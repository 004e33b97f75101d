import { Injectable } from '@nestjs/common';
import type { MemberWebhookData, VacationStatus } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** What an event's body says beyond its audit entry, read in the transaction of the change. */
@Injectable()
export class WebhookFactsRepository extends SqlRepository {
  /** A request's status right after it was made (kinds that need no approval are approved at once). */
  async requestStatus(id: string, tx: Transaction): Promise<VacationStatus | null> {
    const row = await this.one<{ status: VacationStatus }>(
      'SELECT status FROM vacation_request WHERE id = $1',
      [id],
      tx,
    );
    return row?.status ?? null;
  }

  /** The member as they are now (before a removal deletes them). */
  member(membershipId: string, tx: Transaction): Promise<MemberWebhookData | null> {
    return this.one(
      'SELECT id AS "employeeId", name, email FROM membership WHERE id = $1',
      [membershipId],
      tx,
    );
  }
}

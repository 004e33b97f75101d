import { Injectable } from '@nestjs/common';
import { serverPayroll } from '@ferieplan/texts';
import { conflict } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { PayrollRepository } from './payroll.repository.js';

/**
 * The lock of a period marked 'Eksportert til lønn' (issue 27): an absence that touches it cannot be
 * submitted, decided or withdrawn until an admin reopens the period, so payroll and Ferieplan cannot
 * silently disagree. The request services call it once, inside their transaction, after their first
 * organisation lock (PayrollService.markExported takes that row exclusively, so the two serialise).
 */
@Injectable()
export class PayrollLockService {
  constructor(private readonly payroll: PayrollRepository) {}

  /** 409 with the period when [startDate, endDate] touches a marked period of the organisation. */
  async refuseLocked(
    organizationId: string,
    absence: { startDate: string; endDate: string },
    tx: Transaction,
  ): Promise<void> {
    const locked = await this.payroll.lockedPeriod(organizationId, absence.startDate, absence.endDate, tx);
    if (locked) throw conflict(serverPayroll.locked(locked.from, locked.to));
  }
}

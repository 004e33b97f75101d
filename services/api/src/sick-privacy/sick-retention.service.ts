import { Inject, Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import { AuditKind } from '@ferieplan/contracts';
import { osloDate, sickRetentionCutoff } from '@ferieplan/vacation-rules';
import { AuditLog } from '../audit/audit-log.js';
import { SYSTEM } from '../audit/audit-record.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { SickRetentionRepository } from './sick-retention.repository.js';

/**
 * Deletes sick records past their storage time (issue 25, GDPR art. 5(1)(e)): by default at the end of
 * the third calendar year after the absence (SICK_RETENTION_YEARS). Each organisation's log says how
 * many went (never whose). Run by the nightly job; `now` is the clock the tests move.
 */
@Injectable()
export class SickRetentionService {
  private readonly logger = new Logger('SickRetention');

  constructor(
    private readonly pool: Pool,
    private readonly records: SickRetentionRepository,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deleteExpired(now = new Date()): Promise<number> {
    const cutoff = sickRetentionCutoff(osloDate(now), this.config.sickRetention.years);
    const deleted = await runInTransaction(this.pool, async (tx) => {
      const perOrganization = await this.records.deleteEndingBefore(cutoff, tx);
      for (const { organizationId, count } of perOrganization)
        await this.audit.record(
          {
            organizationId,
            kind: AuditKind.SickRecordsExpired,
            actor: SYSTEM,
            details: { count, deletedBefore: cutoff },
          },
          tx,
        );
      return perOrganization.reduce((sum, { count }) => sum + count, 0);
    });
    // A count only: which records were sick is health data (never logged).
    this.logger.log({ msg: 'sykefravær slettet etter lagringstiden', deleted, cutoff });
    return deleted;
  }
}

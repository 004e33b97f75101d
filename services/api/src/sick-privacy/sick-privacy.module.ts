import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { SickExportController } from './sick-export.controller.js';
import { SickExportRepository } from './sick-export.repository.js';
import { SickExportService } from './sick-export.service.js';
import { SickRetentionJob } from './sick-retention.job.js';
import { SickRetentionRepository } from './sick-retention.repository.js';
import { SickRetentionService } from './sick-retention.service.js';

// Issue 25, health data (GDPR art. 9): the admin's explicit 'Sykefravær' export (audited) and the
// retention job that deletes sick records after their storage time.
@Module({
  imports: [JobsModule, ReportsModule],
  controllers: [SickExportController],
  providers: [
    SickExportRepository,
    SickExportService,
    SickRetentionRepository,
    SickRetentionService,
    SickRetentionJob,
  ],
})
export class SickPrivacyModule {}

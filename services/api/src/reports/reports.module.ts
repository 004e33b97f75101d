import { Module } from '@nestjs/common';
import { ReportExportService } from './report-export.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** Statistics, reports and exports (issue 13, Pro). Reads only: every figure is computed in SQL. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService, ReportExportService],
  // The 'Sykefravær' export (sick-privacy) authorizes and writes its file the same way.
  exports: [ReportsService, ReportExportService],
})
export class ReportsModule {}

import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ExportFormat } from '@ferieplan/contracts';
import { sickExport } from '@ferieplan/texts';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { runInTransaction } from '../database/transaction.js';
import { ReportExportService, type ExportFile } from '../reports/report-export.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { SickExportRepository } from './sick-export.repository.js';
import { sickRecordTable } from './sick-export-table.js';
import { recordSickReads } from './sick-reads.js';

/**
 * Rapporter → 'Sykefravær' (issue 25): the only report with sick records, for admins of a Pro
 * organisation who ask for it. Every person in the file gets an audit entry, written in the same
 * transaction as the read: no file leaves without its entries.
 */
@Injectable()
export class SickExportService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly reports: ReportsService,
    private readonly files: ReportExportService,
    private readonly records: SickExportRepository,
    private readonly audit: AuditLog,
  ) {}

  async export(
    request: { uid: string; organizationId: string; year?: number; teamId?: string },
    format: ExportFormat,
  ): Promise<ExportFile> {
    // Tenancy (404), admin (403), Pro (403) and the team (404), as every report.
    const scope = await this.reports.authorize(request);
    const rows = await runInTransaction(this.pool, async (tx) => {
      const admin = await this.access.requireAdmin(request.uid, request.organizationId, tx);
      const found = await this.records.records(scope, tx);
      await recordSickReads(this.audit, admin, found, { via: 'export', year: scope.year }, tx);
      return found;
    });
    return this.files.file(
      sickRecordTable(rows, scope.year),
      sickExport.fileName(scope.organizationName, scope.year),
      format,
    );
  }
}

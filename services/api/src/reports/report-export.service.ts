import { Injectable } from '@nestjs/common';
import type { ExportFormat, ExportKind } from '@ferieplan/contracts';
import { reportExport } from '@ferieplan/texts';
import { toCsv } from './export/csv.js';
import { attachmentDisposition } from './export/file-name.js';
import { approvedRequestTable, employeeTable, type ExportTable } from './export/table.js';
import { toXlsx } from './export/xlsx.js';
import { ReportsService, type ReportRequest } from './reports.service.js';

export interface ExportFile {
  contentType: string;
  contentDisposition: string;
  body: Buffer;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The payroll exports: the per-employee table and the year's approved requests, as CSV or xlsx. */
@Injectable()
export class ReportExportService {
  constructor(private readonly reports: ReportsService) {}

  async export(kind: ExportKind, request: ReportRequest, format: ExportFormat): Promise<ExportFile> {
    const scope = await this.reports.authorize(request);
    let table: ExportTable;
    let stem: string;
    if (kind === 'employees') {
      table = employeeTable(await this.reports.employeeRows(scope));
      stem = reportExport.employeeFile(scope.organizationName, scope.year);
    } else {
      table = approvedRequestTable(
        await this.reports.approvedRequests(scope),
        scope.year,
        scope.kind !== 'Ferie',
      );
      stem = reportExport.requestFile(scope.organizationName, scope.year);
    }
    const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
    return {
      contentType: CONTENT_TYPES[format],
      contentDisposition: attachmentDisposition(`${stem}.${format}`),
      body,
    };
  }
}

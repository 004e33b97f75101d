import { OmitType } from '@nestjs/swagger';
import { ExportQuery } from '../reports/report.query.js';

/** ?year=&teamId=&format= of the 'Sykefravær' export: every sick kind, so no ?kind=. */
export class SickExportQuery extends OmitType(ExportQuery, ['kind'] as const) {}

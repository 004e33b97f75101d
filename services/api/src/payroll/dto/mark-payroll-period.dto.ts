import type { MarkPayrollPeriodBody } from '@ferieplan/contracts';
import { PayrollPeriodQuery } from './payroll-period.query.js';

/** POST .../periods: the period to mark 'Eksportert til lønn' (the same rules as the export's query). */
export class MarkPayrollPeriodDto extends PayrollPeriodQuery implements MarkPayrollPeriodBody {}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EmployeeReportRow } from '@ferieplan/contracts';
import { reports } from '@ferieplan/texts';
import { EmployeeReportTable } from './EmployeeReportTable.js';

describe('EmployeeReportTable', () => {
  it('shows half days with a decimal comma (issue 24: halves and percentages are weighed)', () => {
    const row = {
      userId: 'u',
      name: 'Halvor',
      email: 'h@x.no',
      teamId: null,
      teamName: null,
      entitlementDays: 25,
      usedDays: 4.5,
      plannedDays: 0.5,
      remainingDays: 20.5,
      transferredInDays: 0,
      transferredOutDays: 0,
      requestCount: 2,
    } as EmployeeReportRow;
    const html = renderToStaticMarkup(<EmployeeReportTable rows={[row]} />);
    const cell = (label: string) => new RegExp(`data-label="${label}"[^>]*>([^<]+)<`).exec(html)?.[1];
    expect(cell(reports.columns.entitlement)).toBe('25');
    expect(cell(reports.columns.used)).toBe('4,5');
    expect(cell(reports.columns.planned)).toBe('0,5');
    expect(cell(reports.columns.remaining)).toBe('20,5');
  });
});

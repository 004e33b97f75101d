import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PayrollPreview } from '@ferieplan/contracts';
import { adminPayroll } from '@ferieplan/texts';
import { lastMonth } from './last-month.js';
import { PayrollPreviewView } from './PayrollPreviewView.js';

const preview: PayrollPreview = {
  from: '2027-01-01',
  to: '2027-01-31',
  lines: [
    {
      userId: 'u1',
      name: 'Åse Øvrebø',
      employeeNumber: null,
      kind: 'Avspasering',
      payCode: null,
      quantity: 7.5,
      unit: 'hours',
    },
  ],
  missingEmployeeNumbers: [{ userId: 'u1', name: 'Åse Øvrebø' }],
  missingPayCodes: ['Avspasering'],
  exportedPeriods: [],
};

describe('the payroll preview', () => {
  it('says what is missing before the export, and shows hours with a decimal comma', () => {
    const html = renderToStaticMarkup(<PayrollPreviewView preview={preview} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(adminPayroll.missingEmployeeNumbers(['Åse Øvrebø']));
    expect(html).toContain('Lønnsart mangler for: Avspasering.');
    expect(html).toContain('7,5 timer');
  });

  it('shows no alert when everything is in place', () => {
    const complete = { ...preview, missingEmployeeNumbers: [], missingPayCodes: [] };
    expect(renderToStaticMarkup(<PayrollPreviewView preview={complete} />)).not.toContain('role="alert"');
  });
});

describe('the default period', () => {
  it('is the calendar month before today, also across New Year', () => {
    expect(lastMonth(new Date(2027, 2, 15))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(lastMonth(new Date(2027, 0, 3))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

import { describe, expect, it } from 'vitest';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { calendarMarks } from './calendar-marks.js';

const request = (startDate: string, endDate: string, status: VacationStatus) =>
  ({ id: startDate, startDate, endDate, status }) as VacationRequest;

describe('calendarMarks', () => {
  it('marks every day of a request, weekends included, with its status', () => {
    const marks = calendarMarks([request('2026-07-03', '2026-07-06', 'Pending')], 2026);
    expect([...marks].map(([day, mark]) => [day, mark.status])).toEqual([
      ['2026-07-03', 'Pending'],
      ['2026-07-04', 'Pending'],
      ['2026-07-05', 'Pending'],
      ['2026-07-06', 'Pending'],
    ]);
  });

  it('prefers approved over pending over rejected on shared days', () => {
    const marks = calendarMarks(
      [
        request('2026-07-01', '2026-07-02', 'Rejected'),
        request('2026-07-02', '2026-07-03', 'Approved'),
        request('2026-07-01', '2026-07-01', 'Pending'),
      ],
      2026,
    );
    expect(marks.get('2026-07-01')?.status).toBe('Pending');
    expect(marks.get('2026-07-02')?.status).toBe('Approved');
  });

  it('drops days outside the year', () => {
    const marks = calendarMarks([request('2025-12-31', '2026-01-01', 'Approved')], 2026);
    expect([...marks.keys()]).toEqual(['2026-01-01']);
  });
});

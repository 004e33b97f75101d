import { describe, expect, it } from 'vitest';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { computeBalance } from './compute-balance.js';

const request = (startDate: string, endDate: string, status: VacationStatus): VacationRequest => ({
  id: `${startDate}-${status}`,
  organizationId: 'org',
  userId: 'me',
  userName: null,
  userEmail: null,
  startDate,
  endDate,
  description: null,
  status,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: null,
  approvedAt: null,
});

describe('computeBalance', () => {
  it('is the full allowance without requests', () => {
    expect(computeBalance(25, [], 2026)).toEqual({ total: 25, used: 0, remaining: 25, pending: 0 });
  });

  it('counts approved weekdays that are not public holidays as used', () => {
    // Thu 14 May - Tue 19 May 2026: Ascension (14th), a weekend and 17 May inside -> 15th, 18th, 19th.
    const balance = computeBalance(25, [request('2026-05-14', '2026-05-19', 'Approved')], 2026);
    expect(balance).toEqual({ total: 25, used: 3, remaining: 22, pending: 0 });
  });

  it('shows pending days apart and ignores rejected ones', () => {
    const balance = computeBalance(
      25,
      [request('2026-06-01', '2026-06-05', 'Pending'), request('2026-07-06', '2026-07-10', 'Rejected')],
      2026,
    );
    expect(balance).toEqual({ total: 25, used: 0, remaining: 25, pending: 5 });
  });

  it('counts only the days inside the selected year', () => {
    const balance = computeBalance(25, [request('2025-12-29', '2026-01-02', 'Approved')], 2026);
    expect(balance.used).toBe(1); // 1 Jan is a holiday, 2 Jan a Friday
    expect(computeBalance(25, [request('2026-06-01', '2026-06-05', 'Approved')], 2027).used).toBe(0);
  });

  it('lets remaining go below zero rather than hide an over-approval', () => {
    expect(computeBalance(2, [request('2026-06-01', '2026-06-05', 'Approved')], 2026).remaining).toBe(-3);
  });
});

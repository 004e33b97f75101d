import { describe, expect, it } from 'vitest';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { DEFAULT_STATUS_FILTER, filterRequests, isStatusFilter } from './request-filters.js';

const request = (id: string, status: VacationStatus, startDate: string): VacationRequest => ({
  id,
  organizationId: 'org',
  kind: 'Ferie',
  userId: `u-${id}`,
  userName: null,
  userEmail: null,
  startDate,
  endDate: startDate,
  description: null,
  status,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: null,
  approvedAt: null,
});

const all = [
  request('a', 'Pending', '2026-05-04'),
  request('b', 'Approved', '2026-02-02'),
  request('c', 'Rejected', '2026-07-01'),
  request('d', 'Pending', '2025-12-29'),
];

describe('filterRequests', () => {
  it('defaults to Pending', () => {
    expect(DEFAULT_STATUS_FILTER).toBe('Pending');
  });
  it('keeps one status in the chosen year', () => {
    expect(filterRequests(all, 'Pending', 2026).map((r) => r.id)).toEqual(['a']);
  });
  it('ALL keeps every status of the year, sorted by start date', () => {
    expect(filterRequests(all, 'ALL', 2026).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });
  it('a request belongs to the year of its start date', () => {
    expect(filterRequests(all, 'ALL', 2025).map((r) => r.id)).toEqual(['d']);
  });
  it('recognises the filter values', () => {
    expect(isStatusFilter('ALL')).toBe(true);
    expect(isStatusFilter('Approved')).toBe(true);
    expect(isStatusFilter('approved')).toBe(false);
  });
});

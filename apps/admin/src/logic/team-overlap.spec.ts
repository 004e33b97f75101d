import { describe, expect, it } from 'vitest';
import type { Team, VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { teamAwayDuring } from './team-overlap.js';

const member = (id: string) => ({ id, name: id, email: `${id}@x.no` });
const teams: Team[] = [
  {
    id: 't1',
    name: 'Drift',
    organizationId: 'o',
    members: [member('ann'), member('bob'), member('cid'), member('dag')],
    minimumStaffing: null,
  },
  { id: 't2', name: 'Salg', organizationId: 'o', members: [member('eva')], minimumStaffing: null },
];
const vacation = (
  userId: string,
  startDate: string,
  endDate: string,
  status: VacationStatus = 'Approved',
): VacationRequest => ({
  id: `${userId}-${startDate}`,
  organizationId: 'o',
  kind: 'Ferie',
  userId,
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

const pending = { userId: 'ann', startDate: '2026-07-06', endDate: '2026-07-10' };

describe('teamAwayDuring', () => {
  it('counts team colleagues with approved overlapping vacation, including touching ends', () => {
    const approved = [
      vacation('bob', '2026-07-01', '2026-07-06'), // ends on the first day
      vacation('cid', '2026-07-10', '2026-07-20'), // starts on the last day
      vacation('dag', '2026-07-11', '2026-07-20'), // after
    ];
    expect(teamAwayDuring(pending, teams, approved)).toEqual({ team: { id: 't1', name: 'Drift' }, away: 2 });
  });
  it('counts a colleague with two overlapping requests once', () => {
    const approved = [
      vacation('bob', '2026-07-06', '2026-07-07'),
      vacation('bob', '2026-07-09', '2026-07-09'),
    ];
    expect(teamAwayDuring(pending, teams, approved).away).toBe(1);
  });
  it('ignores the requester, other teams and requests that are not approved', () => {
    const approved = [
      vacation('ann', '2026-07-06', '2026-07-10'),
      vacation('eva', '2026-07-06', '2026-07-10'),
      vacation('bob', '2026-07-06', '2026-07-10', 'Pending'),
      vacation('cid', '2026-07-06', '2026-07-10', 'Rejected'),
    ];
    expect(teamAwayDuring(pending, teams, approved).away).toBe(0);
  });
  it('reports no team for a requester outside every team', () => {
    expect(teamAwayDuring({ ...pending, userId: 'zed' }, teams, [])).toEqual({ team: null, away: 0 });
  });
});

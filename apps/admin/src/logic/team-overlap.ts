import type { Team, VacationRequest } from '@ferieplan/contracts';

export interface TeamAway {
  /** The requester's team, or null when the requester is in no team. */
  team: { id: string; name: string } | null;
  /** Other members of that team with an approved request overlapping the period (each counted once). */
  away: number;
}

/** ISO 'YYYY-MM-DD' strings compare correctly as text. */
function overlaps(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * Beyond the spec: how many colleagues of the same team are already approved away during a request,
 * so the admin sees the staffing impact before approving.
 */
export function teamAwayDuring(
  request: Pick<VacationRequest, 'userId' | 'startDate' | 'endDate'>,
  teams: readonly Team[],
  approved: readonly VacationRequest[],
): TeamAway {
  const team = teams.find((candidate) => candidate.members.some((member) => member.id === request.userId));
  if (!team) return { team: null, away: 0 };
  const colleagues = new Set(team.members.map((member) => member.id).filter((id) => id !== request.userId));
  const away = new Set(
    approved
      .filter(
        (other) => other.status === 'Approved' && colleagues.has(other.userId) && overlaps(other, request),
      )
      .map((other) => other.userId),
  );
  return { team: { id: team.id, name: team.name }, away: away.size };
}

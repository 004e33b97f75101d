import type { Employee, Team } from '@ferieplan/contracts';
import { adminEmployees } from '@ferieplan/texts';

/** The Team column: the team's name, 'Ikke tildelt' without one, 'Ukjent team' when it no longer exists. */
export function teamLabel(
  employee: Pick<Employee, 'teamId'>,
  teams: readonly Pick<Team, 'id' | 'name'>[],
): string {
  if (!employee.teamId) return adminEmployees.noTeam;
  return teams.find((team) => team.id === employee.teamId)?.name ?? adminEmployees.unknownTeam;
}

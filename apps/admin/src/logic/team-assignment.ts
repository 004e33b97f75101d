/** What saving the 'Tildel team' modal does, per spec section 4 (team assignment). */
export type TeamAssignment =
  | { kind: 'none' }
  | { kind: 'add'; teamId: string; fromTeamId: string | null }
  | { kind: 'remove'; teamId: string };

/**
 * Choosing a team adds the employee to it (moving out of the old one); choosing '-- Ikke tildelt --'
 * removes the employee from the current team; choosing what is already there changes nothing.
 * `currentTeamId` may point to a team that no longer exists ('Ukjent team'): it is then not removed from.
 */
export function planTeamAssignment(
  currentTeamId: string | null,
  chosenTeamId: string | null,
  existingTeamIds: readonly string[],
): TeamAssignment {
  const current = currentTeamId && existingTeamIds.includes(currentTeamId) ? currentTeamId : null;
  if (chosenTeamId === current) return { kind: 'none' };
  if (chosenTeamId) return { kind: 'add', teamId: chosenTeamId, fromTeamId: current };
  return current ? { kind: 'remove', teamId: current } : { kind: 'none' };
}

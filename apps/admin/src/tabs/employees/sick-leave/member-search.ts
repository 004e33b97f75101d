import type { Employee } from '@ferieplan/contracts';

/** The members whose name holds the search (any case, Norwegian letters), in the list's order. */
export function membersMatching<T extends Pick<Employee, 'name'>>(
  members: readonly T[],
  search: string,
): T[] {
  const wanted = search.trim().toLocaleLowerCase('nb');
  return members.filter((person) => person.name.toLocaleLowerCase('nb').includes(wanted));
}

/** The chosen member while the search still shows them, else the first match ('' for none). */
export const pickedMember = (matches: readonly { id: string }[], chosen: string): string =>
  matches.some((person) => person.id === chosen) ? chosen : (matches[0]?.id ?? '');

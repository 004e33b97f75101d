import { absenceKindName } from '@ferieplan/texts';

/** The <option>s of a choice of absence kinds, each value a kind and its text the kind's Norwegian name. */
export function AbsenceKindOptions({ kinds }: { kinds: readonly string[] }) {
  return kinds.map((kind) => (
    <option key={kind} value={kind}>
      {absenceKindName(kind)}
    </option>
  ));
}

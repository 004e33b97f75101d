// The person's own hour bank, read only where the organisation uses Avspasering.
import { useQuery } from '@tanstack/react-query';
import { hourBankQueries } from '@ferieplan/api-client';
import type { AbsenceKind, HourBank } from '@ferieplan/contracts';
import { ABSENCE_KIND_RULES } from '@ferieplan/vacation-rules';

/** undefined: no kind draws on it (no card); null while loading; else the bank. */
export function useOwnHourBank(
  organizationId: string | null,
  kinds: readonly AbsenceKind[],
): HourBank | null | undefined {
  const used = organizationId !== null && kinds.some((kind) => ABSENCE_KIND_RULES[kind].drawsHourBank);
  const bank = useQuery({
    ...hourBankQueries.mine(organizationId ?? ''),
    enabled: used,
    // The card says it with a dash-free placeholder; the form and list work without it.
    meta: { errorToast: () => null },
  });
  if (!used || bank.isError) return undefined;
  return bank.data ?? null;
}

import type { UnderstaffedDetails } from '@ferieplan/contracts';
import { formatLongDate, serverPlanning } from '@ferieplan/texts';
import { DomainError } from '../../common/domain-error.js';

/** Refused (409, naming the days in the message and in `details`) unless the admin confirmed. */
export function refuseUnconfirmed(details: UnderstaffedDetails | null, confirmed: boolean): void {
  if (!details || confirmed) return;
  const message = serverPlanning.understaffed(
    details.teamName,
    details.minimum,
    details.days.map(formatLongDate).join(', '),
  );
  throw new DomainError('conflict', message, undefined, { ...details });
}

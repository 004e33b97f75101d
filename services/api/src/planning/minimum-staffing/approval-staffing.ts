import type { UnderstaffedDetails } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { DomainError } from '../../common/domain-error.js';

const norwegianDay = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (isoDate: string) => norwegianDay.format(new Date(`${isoDate}T00:00:00Z`));

/** Refused (409, naming the days in the message and in `details`) unless the admin confirmed. */
export function refuseUnconfirmed(details: UnderstaffedDetails | null, confirmed: boolean): void {
  if (!details || confirmed) return;
  const message = serverPlanning.understaffed(details.teamName, details.minimum, details.days.map(formatDay).join(', '));
  throw new DomainError('conflict', message, undefined, { ...details });
}

import { absenceDays } from '@ferieplan/vacation-rules';
import { adminRequests } from '@ferieplan/texts';

/** 'N dag' / 'N dager': weekdays that are not Norwegian public holidays, both ends inclusive. */
export function dayCountLabel(startDate: string, endDate: string): string {
  return adminRequests.dayCount(absenceDays({ startDate, endDate }));
}

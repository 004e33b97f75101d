import { absenceAmountParts } from '@ferieplan/texts';
import { absenceAmount, DEFAULT_NORMAL_DAY_HOURS, type AbsenceLoadRequest } from '@ferieplan/vacation-rules';

/**
 * 'N dag' / 'N dager' (weekdays that are not Norwegian public holidays, both ends inclusive), with
 * halves as '4,5 dager'; a request in hours as '15 timer', then how it is taken ('60 %', 'halv siste dag').
 * Hours of whole Avspasering days use the organisation's default normal day.
 */
export function dayCountLabel(
  request: AbsenceLoadRequest,
  normalDayHours: number = DEFAULT_NORMAL_DAY_HOURS,
): string {
  return absenceAmountParts(request, absenceAmount(request, normalDayHours)).join(' · ');
}

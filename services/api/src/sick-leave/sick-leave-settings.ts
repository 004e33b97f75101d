import type { SickLeaveSettings } from '@ferieplan/contracts';
import {
  egenmeldingLimits,
  EXTENDED_EGENMELDING_MAX,
  type EgenmeldingLimits,
} from '@ferieplan/vacation-rules';
import type { StoredSickLeaveSetting } from './sick-leave.repository.js';

/** No row: the law's scheme, and the extended scheme's ceilings should it be chosen. */
export const DEFAULT_SICK_LEAVE_SETTING: StoredSickLeaveSetting = {
  scheme: 'law',
  extendedDaysPerOccurrence: EXTENDED_EGENMELDING_MAX.daysPerOccurrence,
  extendedDaysIn12Months: EXTENDED_EGENMELDING_MAX.daysIn12Months,
};

/** The limits the organisation's choice gives (the kind table's rules in @ferieplan/vacation-rules). */
export const limitsOf = (stored: StoredSickLeaveSetting | null): EgenmeldingLimits => {
  const setting = stored ?? DEFAULT_SICK_LEAVE_SETTING;
  return egenmeldingLimits(setting.scheme, {
    daysPerOccurrence: setting.extendedDaysPerOccurrence,
    daysIn12Months: setting.extendedDaysIn12Months,
  });
};

export const presentSettings = (organizationId: string, limits: EgenmeldingLimits): SickLeaveSettings => ({
  organizationId,
  scheme: limits.scheme,
  maxDaysPerOccurrence: limits.maxDaysPerOccurrence,
  maxOccurrences: limits.maxOccurrences,
  maxDaysIn12Months: limits.maxDaysIn12Months,
});

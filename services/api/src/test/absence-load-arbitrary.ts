import fc from 'fast-check';
import type { AbsenceLoadRequest } from '@ferieplan/vacation-rules';

/** How much of each day an absence takes: whole days, a percentage, or hours (in quarters) per day. */
export const absenceWeight = fc.oneof(
  fc.constant({}),
  fc.integer({ min: 1, max: 100 }).map((percentage) => ({ percentage })),
  fc.integer({ min: 1, max: 40 }).map((quarters) => ({ hours: quarters / 4 })),
);

/** An absence as the API stores it: half days go with whole days only (brokenAbsenceField). */
export const absenceLoadRequest = (drawn: {
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  weight: { percentage?: number; hours?: number };
}): AbsenceLoadRequest => ({
  startDate: drawn.startDate,
  endDate: drawn.endDate,
  ...(Object.keys(drawn.weight).length === 0
    ? { halfDayStart: drawn.halfDayStart, halfDayEnd: drawn.halfDayEnd }
    : drawn.weight),
});

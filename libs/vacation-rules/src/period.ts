/** Calendar days as 'YYYY-MM-DD' text (ISO dates compare correctly as strings). */
export type IsoDate = string;

/** A vacation request's days, both ends inclusive. */
export interface Period {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** A ferie period whose first and/or last day may be a half day (issue 24). */
export interface HalfDayPeriod extends Period {
  halfDayStart?: boolean;
  halfDayEnd?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${year}-${pad(month)}-${pad(day)}`;

/** The part of a period inside [from, to], or null when they do not overlap. */
export function clipPeriod(period: Period, from: IsoDate, to: IsoDate): Period | null {
  const startDate = period.startDate > from ? period.startDate : from;
  const endDate = period.endDate < to ? period.endDate : to;
  return startDate <= endDate ? { startDate, endDate } : null;
}

import type { YearBalance } from '@ferieplan/contracts';
import { countVacationDays } from '@ferieplan/holidays';

export interface ApprovedPeriod {
  membershipId: string;
  startDate: string;
  endDate: string;
}

/** The years every Employee carries a balance for: last, this and next year. */
export const balanceYears = (now = new Date()): number[] => {
  const year = now.getFullYear();
  return [year - 1, year, year + 1];
};

/**
 * total = the member's yearly days; used = approved vacation days (weekdays that are not Norwegian
 * public holidays) whose dates fall in that year.
 */
export function yearlyBalance(yearlyDays: number, periods: ApprovedPeriod[], years: number[]): Record<string, YearBalance> {
  const balance: Record<string, YearBalance> = {};
  for (const year of years) {
    const usedDays = periods.reduce((sum, p) => sum + countVacationDays(p.startDate, p.endDate, year), 0);
    balance[String(year)] = { totalDays: yearlyDays, usedDays };
  }
  return balance;
}

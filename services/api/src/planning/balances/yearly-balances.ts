import type { YearBalance } from '@ferieplan/contracts';
import {
  balanceOfDays,
  employmentOf,
  memberEntitlement,
  yearBalance,
  type Entitlement,
} from '@ferieplan/vacation-rules';
import type { Membership } from '../../users/membership.js';
import type { BalanceFacts, RequestFact } from './balances.repository.js';

/**
 * The member fields a balance depends on (issue 26: the employment and the work patterns too; without
 * them, employed all along on Monday–Friday: employmentOf).
 */
export type BalanceMember = Pick<Membership, 'id' | 'yearlyDays' | 'birthYear'> &
  Partial<Pick<Membership, 'employedFrom' | 'employedUntil' | 'workPatterns' | 'fullFirstYear'>>;

/** The member's entitlement in a year by the shared rules (ferieloven § 5, the pattern, the 60+ week). */
const entitlementOf = (member: BalanceMember, year: number, transferredDays: number): Entitlement =>
  memberEntitlement({
    yearlyDays: member.yearlyDays,
    birthYear: member.birthYear,
    year,
    transferredDays,
    employment: employmentOf(member),
    patterns: member.workPatterns ?? [],
    fullFirstYear: member.fullFirstYear ?? false,
  });

/** The years every Employee carries a balance for: last, this and next year. */
export const balanceYears = (now = new Date()): number[] => {
  const year = now.getFullYear();
  return [year - 1, year, year + 1];
};

/** What Employee.yearlyBalance is built from. */
export interface YearlyBalances {
  years(member: BalanceMember, years: readonly number[]): Record<string, YearBalance>;
}

/** One member's days in one balance year as the employee list's SQL counts them (users/employee-list.sql.ts). */
export interface CountedYear {
  /** Vacation days of approved requests in the year. */
  usedDays: number;
  /** Vacation days of pending requests in the year. */
  plannedDays: number;
  /** Days transferred into the year from the year before. */
  transferredIn: number;
  /** Days transferred out of the year into the next. */
  transferredOut: number;
}

/** A balance from days counted in SQL: the same entitlement rules, no walking of days. */
export function countedBalance(member: BalanceMember, year: number, counted: CountedYear): YearBalance {
  return balanceOfDays(entitlementOf(member, year, counted.transferredIn), counted, counted.transferredOut);
}

/** Facts grouped per member once, so a list of thousands of members stays linear. */
export class MemberBalances implements YearlyBalances {
  private readonly requests = new Map<string, RequestFact[]>();
  private readonly transfers = new Map<string, number>();

  /** A member who has asked for nothing and transferred nothing (a new member). */
  static readonly none = () => new MemberBalances({ requests: [], transfers: [] });

  constructor(facts: BalanceFacts) {
    for (const request of facts.requests) {
      const own = this.requests.get(request.membershipId);
      if (own) own.push(request);
      else this.requests.set(request.membershipId, [request]);
    }
    for (const transfer of facts.transfers)
      this.transfers.set(`${transfer.membershipId}/${transfer.fromYear}`, transfer.days);
  }

  /** Days transferred out of `fromYear` into the next year. */
  transferred(membershipId: string, fromYear: number): number {
    return this.transfers.get(`${membershipId}/${fromYear}`) ?? 0;
  }

  /** One member's balance in one year by the shared rules (entitlement with the 60+ week, transfers in and out). */
  year(member: BalanceMember, year: number): YearBalance {
    const own = this.requests.get(member.id) ?? [];
    const rights = entitlementOf(member, year, this.transferred(member.id, year - 1));
    const approved = own.filter((r) => r.status === 'Approved');
    const pending = own.filter((r) => r.status === 'Pending');
    return yearBalance(rights, { approved, pending }, year, this.transferred(member.id, year));
  }

  /** `Employee.yearlyBalance`: the member's balance keyed by year. */
  years(member: BalanceMember, years: readonly number[]): Record<string, YearBalance> {
    return Object.fromEntries(years.map((year) => [String(year), this.year(member, year)]));
  }
}

import type { WorkPattern } from '@ferieplan/vacation-rules';
import { EMPLOYMENT_COLUMNS } from '../employment/employment.sql.js';

/** A person's membership in one organisation: the spec's "employee"/"user" (its id is Employee.id). */
export interface Membership {
  id: string;
  organizationId: string;
  /** The person's Firebase uid. */
  uid: string;
  name: string;
  email: string;
  isAdmin: boolean;
  yearlyDays: number;
  teamId: string | null;
  /** Optional; gives the extra week from the year the member turns 60 (ferieloven § 5 (2)). */
  birthYear: number | null;
  /** 'Ansattnummer' in the payroll system (issue 27); unique in the organisation. */
  employeeNumber: string | null;
  /** Issue 26 'Ansatt fra' as set (null: not set). */
  employedFrom: string | null;
  /** 'Ansatt til' (null: still employed). */
  employedUntil: string | null;
  /** THE first day of employment (SQL employment_start(m)): employedFrom, else the membership's day. */
  employmentStart: string;
  /** Work patterns by validFrom (none: Monday–Friday). */
  workPatterns: WorkPattern[];
  /** The organisation's 'Full ferie i tiltredelsesåret' (ferieloven § 5 (1)). */
  fullFirstYear: boolean;
}

export type NewMembership = Pick<Membership, 'organizationId' | 'uid' | 'name' | 'email' | 'isAdmin'>;

/** The SELECT (or RETURNING) list that reads a membership row, as `m`, as a Membership: the table's one mapping. */
export const MEMBERSHIP_COLUMNS = `m.id, m.organization_id AS "organizationId", m.user_uid AS uid, m.name, m.email,
  m.is_admin AS "isAdmin", m.yearly_days AS "yearlyDays", m.team_id AS "teamId", m.birth_year AS "birthYear",
  m.employee_number AS "employeeNumber",
  ${EMPLOYMENT_COLUMNS}`;

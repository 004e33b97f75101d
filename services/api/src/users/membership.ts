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
}

export type NewMembership = Pick<Membership, 'organizationId' | 'uid' | 'name' | 'email' | 'isAdmin'>;

/** The SELECT list that reads a membership row as a Membership. */
export const MEMBERSHIP_COLUMNS = `id, organization_id AS "organizationId", user_uid AS uid, name, email,
  is_admin AS "isAdmin", yearly_days AS "yearlyDays", team_id AS "teamId", birth_year AS "birthYear"`;

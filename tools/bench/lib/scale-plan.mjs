// The shape of `npm run bench:scale`'s database (issue 28: 100× the data): how many organisations,
// how large each, and the absences of every member. Pure: seeded by scale.mjs, checked by its spec.

export const SCALE = {
  organizations: 1000,
  members: 200_000,
  /** The large organisation whose hot routes are measured. */
  largeMembers: 10_000,
  /** The small bench organisation measured beside it, as a typical small customer. */
  smallMembers: 20,
  /** Members per team: the large organisation has 200 teams. */
  teamSize: 50,
};

/** Two years (last and this), five non-overlapping absences a year: ten per member, 2,000,000 in all. */
export const absenceYears = (thisYear) => [thisYear - 1, thisYear];

/**
 * Windows for seedRequests ([first day of the year, spread, shortest length, extra length]): a start
 * within `spread` days of the first day; each window ends before the next begins (at most day 343).
 */
export const ABSENCE_WINDOWS = [
  [5, 40, 1, 4],
  [70, 40, 1, 4],
  [166, 40, 10, 10],
  [240, 30, 1, 4],
  [300, 40, 1, 4],
];

export const ABSENCES_PER_MEMBER = ABSENCE_WINDOWS.length * 2;

/**
 * Every organisation as seedOrganizations takes it: first the large one ('Stor AS') and the small bench
 * organisation ('Liten AS'), both with the bench user `adminUid` as their admin, then the others
 * ('Kunde 3 AS' ...) of 20 to 360 members (a fixed spread, no randomness) so that the members add up to
 * SCALE.members exactly. Members are non-admins; each organisation also has one admin.
 */
export function scaleOrganizations(adminUid, scale = SCALE) {
  const others = scale.organizations - 2;
  const rest = scale.members - scale.largeMembers - scale.smallMembers;
  const spread = Array.from({ length: others }, (_, i) => 20 + ((i * 97) % 341));
  // Scaled to the total, then the rounding's leftover given one member at a time.
  const sum = spread.reduce((a, b) => a + b, 0);
  const sizes = spread.map((size) => Math.max(1, Math.floor((size * rest) / sum)));
  for (let i = 0, left = rest - sizes.reduce((a, b) => a + b, 0); left > 0; i++, left--) sizes[i % others]++;
  const teams = (people) => Math.max(1, Math.ceil(people / scale.teamSize));
  return [
    { name: 'Stor AS', people: scale.largeMembers, adminUid },
    { name: 'Liten AS', people: scale.smallMembers, adminUid },
    ...sizes.map((people, i) => ({ name: `Kunde ${i + 3} AS`, people })),
  ].map((o) => ({ adminUid: null, ...o, teams: teams(o.people), admins: 1 }));
}

// What the demo organisation holds, decided from a day (`today`) and nothing else: the same day gives the
// same plan. A year of absences of every kind ending today, some pending ahead, within the rules the API
// enforces: inside each person's employment, no overlaps, egenmelding 1-3 days at most twice and not in the
// first two months, Sykt barn within the days a year, Avspasering drawn from hours in the bank, and no year
// with more Ferie (approved + pending) than the person's entitlement, counted as every working day of the
// person's pattern (an upper bound: public holidays only make the real cost smaller).
import { DEMO_ADMIN, DEMO_EMPLOYEES, DEMO_ORGANIZATION, DEMO_TEAMS } from './people.mjs';

const DAY = 86_400_000;
const FIVE_DAY_WEEK = 0b0011111;
const MON_WED = 0b0000111;
const YEARLY_DAYS = 25;

const parse = (iso) => new Date(`${iso}T00:00:00Z`);
const iso = (date) => date.toISOString().slice(0, 10);
const plus = (day, days) => iso(new Date(parse(day).getTime() + days * DAY));
const isoWeekday = (day) => ((parse(day).getUTCDay() + 6) % 7) + 1;
/** The first day on or after `day` that is ISO weekday `weekday` (1 = Monday). */
const onOrAfter = (day, weekday) => plus(day, (weekday - isoWeekday(day) + 7) % 7);
const yearOf = (day) => Number(day.slice(0, 4));
const pad = (n) => String(n).padStart(2, '0');
/** A day of a year by month and day, rolling over (30 February = 2 March). */
const dateOf = (y, month, day) => iso(new Date(Date.UTC(y, month - 1, day)));

/** A small seeded generator (mulberry32), so the plan is the same each run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Working days of `weekdays` in [start, end], by calendar year. */
function workingDaysByYear(start, end, weekdays) {
  const byYear = new Map();
  for (let day = start; day <= end; day = plus(day, 1)) {
    if (weekdays & (1 << (isoWeekday(day) - 1))) byYear.set(yearOf(day), (byYear.get(yearOf(day)) ?? 0) + 1);
  }
  return byYear;
}

/**
 * @param {string} today  YYYY-MM-DD
 */
export function buildDemoPlan(today) {
  const year = yearOf(today);
  /** The latest `weekday` on or after month-day that is over (with `length` days) before today. */
  const past = (month, day, weekday, length = 1) => {
    const thisYear = onOrAfter(dateOf(year, month, day), weekday);
    return plus(thisYear, length - 1) < today ? thisYear : onOrAfter(dateOf(year - 1, month, day), weekday);
  };
  /** The first `weekday` on or after month-day that starts after today. */
  const ahead = (month, day, weekday) => {
    const thisYear = onOrAfter(dateOf(year, month, day), weekday);
    return thisYear > today ? thisYear : onOrAfter(dateOf(year + 1, month, day), weekday);
  };

  const members = DEMO_EMPLOYEES.map((person) => memberOf(person, today));
  const requests = [];
  const hourBank = [];
  const transfers = [];

  for (const member of members) {
    const rng = random(20_261_126 + member.index);
    const chance = (p) => member.index === 0 || rng() < p; // the sign-in hint's employee has each kind of Ferie
    const pick = (n) => Math.floor(rng() * n);
    const taken = [];
    const ferieByYear = new Map();
    const budget = (y) => entitlement(member, y);

    /** Adds a request when it keeps every rule above; returns it, or null when it would not. */
    const add = (request) => {
      const r = { status: 'Approved', ...request, endDate: request.endDate ?? request.startDate };
      if (r.startDate < member.employedFrom || (member.employedUntil && r.endDate > member.employedUntil))
        return null;
      if (r.kind === 'Egenmelding' && r.startDate < plus(member.employedFrom, 62)) return null;
      if (r.status !== 'Rejected' && taken.some(([s, e]) => s <= r.endDate && r.startDate <= e)) return null;
      if (r.kind === 'Ferie' && r.status !== 'Rejected') {
        const cost = workingDaysByYear(r.startDate, r.endDate, member.weekdays);
        if ([...cost].some(([y, days]) => (ferieByYear.get(y) ?? 0) + days > budget(y))) return null;
        for (const [y, days] of cost) ferieByYear.set(y, (ferieByYear.get(y) ?? 0) + days);
      }
      if (r.status !== 'Rejected') taken.push([r.startDate, r.endDate]);
      const stamped = {
        ...r,
        uid: member.uid,
        key: `${member.uid}#${requests.length}`,
        weekdays: member.weekdays,
      };
      requests.push({ ...stamped, ...timestamps(stamped, today, rng) });
      return stamped;
    };

    // Ferie: three summer weeks (staggered), a winter or autumn week, a half Friday; some pending ahead.
    if (chance(0.85)) {
      const start = past(6, 22 + 7 * pick(4), 1, 19);
      add({ kind: 'Ferie', startDate: start, endDate: plus(start, 18) });
    }
    if (chance(0.5)) {
      const start = chance(0.5) ? past(2, 16, 1, 5) : past(10, 5, 1, 5);
      add({ kind: 'Ferie', startDate: start, endDate: plus(start, 4) });
    }
    if (chance(0.3)) add({ kind: 'Ferie', startDate: past(9, 8 + 7 * pick(3), 5), halfDayStart: true });
    if (chance(0.08)) {
      const start = past(8, 24, 1, 5);
      add({ kind: 'Ferie', startDate: start, endDate: plus(start, 4), status: 'Rejected' });
    }
    if (chance(0.3)) {
      const start = onOrAfter(plus(today, 14 + 7 * pick(6)), 1);
      add({ kind: 'Ferie', startDate: start, endDate: plus(start, 4), status: 'Pending' });
    }
    if (chance(0.25)) {
      const start = ahead(7, 6 + 7 * pick(3), 1);
      add({ kind: 'Ferie', startDate: start, endDate: plus(start, 11), status: 'Pending' });
    }

    // Sick leave: egenmelding 1-3 calendar days (at most twice), four longer sykmeldinger (one graded).
    if (chance(0.55)) {
      for (let n = 1 + pick(2); n > 0; n--) {
        const start = past(1 + pick(11), 1 + pick(20), 1 + pick(3), 3);
        add({ kind: 'Egenmelding', startDate: start, endDate: plus(start, pick(3)) });
      }
    }
    if ([3, 13, 22, 31].includes(member.index)) {
      const start = past(1 + pick(10), 1, 1, 28);
      add({
        kind: 'Sykmelding',
        startDate: start,
        endDate: plus(start, 13 + 7 * pick(3)),
        ...(member.index === 13 ? { percentage: 50 } : {}),
      });
    }
    if (member.childrenUnder12 && chance(0.7)) {
      const start = chance(0.5) ? past(2, 2 + 7 * pick(3), 1 + pick(3), 2) : past(11, 2, 1 + pick(3), 2);
      add({ kind: 'SyktBarn', startDate: start, endDate: plus(start, pick(2)) });
    }

    // Avspasering: 15 hours earned in August, one day (7.5 h) taken on an October Tuesday; one pending.
    if ([1, 7, 12, 18, 25, 33].includes(member.index)) {
      hourBank.push({ uid: member.uid, hours: 15, date: past(8, 18, 4), note: 'Overtid ved årsoppgjøret' });
      const taken = add({ kind: 'Avspasering', startDate: past(10, 12, 2), hours: 7.5 });
      if (taken)
        hourBank.push({
          uid: member.uid,
          hours: -7.5,
          date: taken.startDate,
          note: null,
          requestKey: taken.key,
        });
      if (member.index === 1)
        add({
          kind: 'Avspasering',
          startDate: onOrAfter(plus(today, 21), 3),
          hours: 3.75,
          status: 'Pending',
        });
    }
    // Velferdspermisjon (a half day or two hours), leave without pay, parental leave, 'Annet'.
    if ([2, 10, 17, 27, 35].includes(member.index)) {
      const day = past(11, 3, 3);
      add(
        member.index % 2
          ? { kind: 'Velferdspermisjon', startDate: day, hours: 2, description: 'Tannlege' }
          : { kind: 'Velferdspermisjon', startDate: day, halfDayStart: true },
      );
    }
    if (member.index === 20) {
      const start = past(8, 31, 1, 12);
      add({ kind: 'PermisjonUtenLonn', startDate: start, endDate: plus(start, 11) });
    }
    if (member.index === 14) {
      const start = past(3, 2, 1, 40);
      add({ kind: 'Foreldrepermisjon', startDate: start, endDate: plus(start, 39) });
    }
    if (member.index === 29) {
      const start = past(9, 21, 1, 26);
      add({ kind: 'Foreldrepermisjon', startDate: start, endDate: plus(start, 25), percentage: 50 });
    }
    if (member.index === 8) add({ kind: 'Annet', startDate: past(6, 1, 5), description: 'Flytting' });
    if (member.index === 26) {
      const start = onOrAfter(plus(today, 10), 1);
      add({
        kind: 'Annet',
        startDate: start,
        endDate: plus(start, 1),
        description: 'Kurs i lønnssystem',
        status: 'Pending',
      });
    }

    // Transfers from last year (§ 7 (3)): a few days each where last year left them unused.
    const unused = budget(year - 1) - (ferieByYear.get(year - 1) ?? 0);
    if (member.index % 5 === 1 && unused >= 1)
      transfers.push({ uid: member.uid, fromYear: year - 1, days: Math.min(5, unused) });
  }

  return {
    organization: { ...DEMO_ORGANIZATION, createdAt: `${plus(today, -400)}T08:00:00Z` },
    teams: DEMO_TEAMS,
    admin: {
      ...DEMO_ADMIN,
      employedFrom: '2012-08-01',
      createdAt: `${plus(today, -400)}T08:05:00Z`,
      birthYear: 1974,
      employeeNumber: '1000',
    },
    members,
    requests,
    hourBank,
    transfers,
  };
}

/** One employee's membership: employment dates, the part-timer, a newcomer, a leaver, children. */
function memberOf(person, today) {
  const rng = random(4_000 + person.index);
  const employedFrom =
    person.index === 38
      ? plus(today, -45) // the newcomer
      : `${2008 + Math.floor(rng() * 17)}-${pad(1 + Math.floor(rng() * 12))}-01`;
  const joined = `${plus(today, -400)}T08:10:00Z`;
  return {
    ...person,
    employedFrom,
    employedUntil: person.index === 39 ? plus(today, -30) : null, // the leaver
    weekdays: person.index === 5 ? MON_WED : FIVE_DAY_WEEK, // the part-timer, Monday to Wednesday
    createdAt: employedFrom > joined ? `${employedFrom}T08:00:00Z` : joined,
    birthYear: 1962 + Math.floor(rng() * 38),
    employeeNumber: String(1001 + person.index),
    childrenUnder12: person.index % 3 === 0 ? 1 + Math.floor(rng() * 2) : person.index === 10 ? 3 : null,
    soleCare: person.index === 9,
  };
}

/** Ferie days the person has in a year: ferieloven § 5 (1) in the year of the start, the pattern's share. */
function entitlement(member, year) {
  const startYear = yearOf(member.employedFrom);
  if (year < startYear) return 0;
  const perWeek = workingDaysByYear('2024-01-01', '2024-01-07', member.weekdays).get(2024);
  if (year === startYear && member.employedFrom > `${year}-09-30`) return perWeek;
  if (member.employedUntil && year === yearOf(member.employedUntil)) return 2 * perWeek; // a share, to be safe
  if (member.employedUntil && year > yearOf(member.employedUntil)) return 0;
  return (YEARLY_DAYS * perWeek) / 5;
}

/** When a request was made and decided: three weeks ahead of a planned absence, the same day for sick ones. */
function timestamps(request, today, rng) {
  const now = `${today}T07:00:00Z`;
  const sick = ['Egenmelding', 'Sykmelding', 'SyktBarn'].includes(request.kind);
  let created = sick ? `${request.startDate}T08:00:00Z` : `${plus(request.startDate, -21)}T09:30:00Z`;
  if (created > now) created = now;
  if (request.status === 'Pending') {
    created = `${plus(today, -1 - Math.floor(rng() * 10))}T10:15:00Z`;
    return { createdAt: created, approvedAt: null, decided: false };
  }
  const decidedAt = sick
    ? created
    : new Date(
        Math.min(parse(created.slice(0, 10)).getTime() + 1.4 * DAY, parse(today).getTime()),
      ).toISOString();
  return { createdAt: created, approvedAt: request.status === 'Approved' ? decidedAt : null, decided: !sick };
}

import fc from 'fast-check';
import type { AbsenceKind, StaffingMonth } from '@ferieplan/contracts';
import { addDays, monthGrid, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import {
  AWAY_LOAD,
  dayLoad,
  isAwayOn,
  maySeeKind,
  type AbsenceLoadRequest,
  type AbsenceViewer,
} from '@ferieplan/vacation-rules';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceLoadRequest, absenceWeight } from '../test/absence-load-arbitrary.js';
import { client } from '../test/client.js';
import { seedMember, seedOrganization, seedRequest } from '../test/factories.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';

// Issue 28: the staffing month counts members away per kind in SQL (one query) instead of loading the
// month's requests into Node (1.3 s at 10,000 members). Same answers: for random members with 1-4
// approved absences of any weight and kind in November 2026, the route gives each viewer (an admin, a
// member with a sick absence, a member without) what the former TypeScript count gave: onVacation by
// isAwayOn, byKind / absentWithoutKind member by member and kind by kind (maySeeKind), per day.

const SEED = 20_261_126;
const MEMBERS = 60;
const YEAR = 2026;
const MONTH = 11;
const KINDS: AbsenceKind[] = ['Ferie', 'Avspasering', 'Egenmelding', 'Sykmelding'];
const grid = monthGrid(YEAR, MONTH).map((day) => day.date);
const FIRST = grid[0];
const isoDay = (n: number) => toIsoDate(addDays(parseIsoDate(FIRST)!, n));

type KindRequest = AbsenceLoadRequest & { kind: AbsenceKind };

const absence = fc
  .record({
    start: fc.integer({ min: -4, max: grid.length }),
    length: fc.integer({ min: 0, max: 8 }),
    halfDayStart: fc.boolean(),
    halfDayEnd: fc.boolean(),
    weight: absenceWeight,
    kind: fc.constantFrom(...KINDS),
  })
  .map(({ start, length, kind, ...drawn }): KindRequest => ({
    ...absenceLoadRequest({ startDate: isoDay(start), endDate: isoDay(start + length), ...drawn }),
    kind,
  }));

const member = fc.record({
  requests: fc.array(absence, { minLength: 1, maxLength: 4 }),
  normalDayHours: fc.constantFrom(7.5, 8, 6),
});

interface Member {
  id: string;
  requests: KindRequest[];
  normalDayHours: number;
}

/** The former awayByKind: each member once per kind shown and day, when that kind's loads reach half a day. */
function expectedDay(members: Member[], date: string, viewer: AbsenceViewer) {
  const counts: Record<string, number> = {};
  for (const m of members) {
    const loads = new Map<string, number>();
    for (const request of m.requests) {
      const kind = maySeeKind(request.kind, viewer, m.id) ? request.kind : 'hidden';
      loads.set(kind, (loads.get(kind) ?? 0) + dayLoad(request, date, m.normalDayHours));
    }
    for (const [kind, load] of loads) if (load >= AWAY_LOAD - 1e-9) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  const { hidden, ...byKind } = counts;
  const onVacation = members.filter((m) => isAwayOn(m.requests, date, m.normalDayHours)).length;
  return {
    onVacation,
    ...(Object.keys(counts).length > 0 ? { byKind } : {}),
    ...(hidden ? { absentWithoutKind: hidden } : {}),
  };
}

describe('GET /api/Staffing/organization/:id — per-kind counts in SQL = the TypeScript count', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, sickOne: TestUser, colleague: TestUser;
  let organizationId: string;
  const members: Member[] = [];
  const viewers: [string, TestUser, AbsenceViewer][] = [];

  beforeAll(async () => {
    app = await createApp();
    [admin, sickOne, colleague] = await Promise.all([signUp(), signUp(), signUp()]);
    const org = await seedOrganization(app, { admins: [admin], members: [sickOne, colleague], plan: 'Pro' });
    organizationId = org.id;
    const ids = org.membershipIds;
    const drawn = fc.sample(member, { seed: SEED, numRuns: MEMBERS });
    for (const [i, { requests, normalDayHours }] of drawn.entries()) {
      // The first drawn member is sickOne (a viewer with their own sick absences), the second the colleague.
      const id =
        i === 0
          ? ids[sickOne.uid]
          : i === 1
            ? ids[colleague.uid]
            : await seedMember(app, organizationId, { normalDayHours });
      const withSick: KindRequest[] =
        i === 0 ? [...requests, { startDate: isoDay(3), endDate: isoDay(5), kind: 'Sykmelding' }] : requests;
      for (const request of withSick) await seedRequest(app, id, { ...request, status: 'Approved' });
      // Members 0 and 1 keep the organisation's normal day (7.5 h).
      members.push({ id, requests: withSick, normalDayHours: i < 2 ? 7.5 : normalDayHours });
    }
    // A pending request and an admin's absence are not counted.
    await seedRequest(app, members[2].id, { startDate: isoDay(10), kind: 'Ferie', status: 'Pending' });
    await seedRequest(app, ids[admin.uid], {
      startDate: isoDay(10),
      endDate: isoDay(12),
      kind: 'Sykmelding',
      status: 'Approved',
    });
    viewers.push(
      ['admin', admin, { membershipId: ids[admin.uid], isAdmin: true }],
      ['member with sick absences', sickOne, { membershipId: ids[sickOne.uid], isAdmin: false }],
      ['colleague', colleague, { membershipId: ids[colleague.uid], isAdmin: false }],
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('gives every viewer the same counts per day and kind', async () => {
    let hiddenDays = 0;
    for (const [, user, viewer] of viewers) {
      const body = await client(app, user).json<StaffingMonth>(
        `/api/Staffing/organization/${organizationId}?year=${YEAR}&month=${MONTH}`,
      );
      expect(body.total).toBe(MEMBERS);
      const actual = body.days.map(({ date, onVacation, byKind, absentWithoutKind }) => ({
        date,
        onVacation,
        ...(byKind ? { byKind } : {}),
        ...(absentWithoutKind ? { absentWithoutKind } : {}),
      }));
      expect(actual).toEqual(grid.map((date) => ({ date, ...expectedDay(members, date, viewer) })));
      hiddenDays += actual.filter((day) => day.absentWithoutKind).length;
    }
    // The sample holds hidden sick absences (what the viewers' answers differ by).
    expect(hiddenDays).toBeGreaterThan(0);
  });
});

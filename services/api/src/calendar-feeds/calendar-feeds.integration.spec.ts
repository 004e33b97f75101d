import ICAL from 'ical.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CalendarFeed } from '@ferieplan/contracts';
import { calendarFeed, serverPlanning } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest, seedTeam } from '../test/factories.js';

// ical.js types unknown properties as 'unknown'; RFC 5545 3.8.8.2 makes x-props TEXT by default and
// RFC 7986 makes NAME TEXT, so tell the parser (it then unescapes them like SUMMARY).
for (const property of ['x-wr-calname', 'name'])
  ICAL.design.icalendar.property[property] = { defaultType: 'text' };

describe('Calendar feeds (iCalendar, Pro)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, colleague: TestUser;
  beforeAll(async () => {
    [app, admin, member, colleague] = await Promise.all([createApp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  const create = (user: TestUser, payload: object) => client(app, user).post('/api/CalendarFeeds', payload);
  /** GET the feed the way a calendar app does: no bearer token, only the secret URL. */
  const fetchFeed = (url: string) => client(app).get(new URL(url).pathname);
  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => ({ component: v, event: new ICAL.Event(v) }));

  async function proOrganization() {
    const org = await seedOrganization(app, {
      admins: [admin],
      members: [member, colleague],
      plan: 'Pro',
      name: 'Fjord, Fjell; AS',
    });
    return { org, memberId: org.membershipIds[member.uid], colleagueId: org.membershipIds[colleague.uid] };
  }

  it('gives a member a secret URL with their own approved vacation as all-day events', async () => {
    const { org, memberId, colleagueId } = await proOrganization();
    const approved = await seedRequest(app, memberId, {
      startDate: '2026-07-06',
      endDate: '2026-07-17',
      status: 'Approved',
    });
    await seedRequest(app, memberId, { startDate: '2026-08-03', endDate: '2026-08-07', status: 'Pending' });
    await seedRequest(app, colleagueId, {
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      status: 'Approved',
    });

    const created = await create(member, { organizationId: org.id, scope: 'member' });
    expect(created.statusCode).toBe(201);
    const feed = created.json<CalendarFeed>();
    expect(feed).toMatchObject({ organizationId: org.id, scope: 'member', teamId: null });
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/CalendarFeeds\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await fetchFeed(feed.url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      calendarFeed.memberCalendarName('Fjord, Fjell; AS'),
    );
    expect(calendar.getFirstPropertyValue('name')).toBe(calendarFeed.memberCalendarName('Fjord, Fjell; AS'));
    const list = events(response.body);
    expect(list).toHaveLength(1);
    const [{ event }] = list;
    expect(event.uid).toBe(`${approved}@ferieplan`);
    expect(event.summary).toBe(calendarFeed.ownEvent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-07-06');
    expect(event.endDate.toString()).toBe('2026-07-18'); // exclusive: the day after Friday 17 July
  });

  it('stores only a hash of the token; regenerating stops the old URL at once', async () => {
    const { org } = await proOrganization();
    const first = (await create(member, { organizationId: org.id, scope: 'member' })).json<CalendarFeed>();
    const token = first.url!.split('/').pop()!.replace('.ics', '');
    const stored = await dataSourceOf(app).query('SELECT token_hash FROM calendar_feed WHERE id = $1', [
      first.id,
    ]);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(token);

    const second = (await create(member, { organizationId: org.id, scope: 'member' })).json<CalendarFeed>();
    expect(second.id).toBe(first.id);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);
    // Without '.ics' too (some calendar apps), and never with a guessed token.
    expect((await fetchFeed(second.url!.replace('.ics', ''))).statusCode).toBe(200);
    expect((await client(app).get(`/api/CalendarFeeds/ical/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);

    const listed = await client(app, member).get(`/api/CalendarFeeds/organization/${org.id}`);
    expect(listed.json()).toEqual([
      { id: first.id, organizationId: org.id, scope: 'member', teamId: null, createdAt: expect.any(String) },
    ]);
    expect((await client(app, member).delete(`/api/CalendarFeeds/${first.id}`)).statusCode).toBe(204);
    expect((await fetchFeed(second.url!)).statusCode).toBe(404);
  });

  it("gives admins the organisation's and a team's vacation with names, escaped", async () => {
    const { org, memberId, colleagueId } = await proOrganization();
    await dataSourceOf(app).query(`UPDATE membership SET name = 'Berg, Kari; «HR»' WHERE id = $1`, [
      memberId,
    ]);
    await seedRequest(app, memberId, { startDate: '2026-07-06', endDate: '2026-07-10', status: 'Approved' });
    await seedRequest(app, colleagueId, {
      startDate: '2026-12-21',
      endDate: '2027-01-04',
      status: 'Approved',
    });
    const teamId = await seedTeam(app, org.id, { members: [memberId], name: 'Salg' });

    const all = (await create(admin, { organizationId: org.id, scope: 'organization' })).json<CalendarFeed>();
    const everyone = events((await fetchFeed(all.url!)).body);
    expect(everyone.map((e) => e.event.summary).sort()).toEqual(
      [
        calendarFeed.memberEvent('Berg, Kari; «HR»'),
        calendarFeed.memberEvent(colleague.email.split('@')[0]),
      ].sort(),
    );
    const overNewYear = everyone.find((e) => e.event.startDate.toString() === '2026-12-21')!;
    expect(overNewYear.event.endDate.toString()).toBe('2027-01-05');
    expect(overNewYear.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');

    const team = (
      await create(admin, { organizationId: org.id, scope: 'team', teamId })
    ).json<CalendarFeed>();
    expect(events((await fetchFeed(team.url!)).body).map((e) => e.event.summary)).toEqual([
      calendarFeed.memberEvent('Berg, Kari; «HR»'),
    ]);
    expect((await create(admin, { organizationId: org.id, scope: 'team' })).statusCode).toBe(400);
    expect((await create(admin, { organizationId: org.id, scope: 'team', teamId: 'nope' })).statusCode).toBe(
      404,
    );
  });

  it('bumps SEQUENCE and LAST-MODIFIED on a change, and drops an approval that is later cancelled', async () => {
    const { org, memberId } = await proOrganization();
    const id = await seedRequest(app, memberId, {
      startDate: '2026-09-07',
      endDate: '2026-09-11',
      status: 'Approved',
    });
    const feed = (await create(member, { organizationId: org.id, scope: 'member' })).json<CalendarFeed>();
    const before = events((await fetchFeed(feed.url!)).body)[0];
    expect(before.event.sequence).toBe(0);

    // Any change a calendar shows bumps the revision in the database (trigger), whoever makes it.
    await dataSourceOf(app).query(
      `UPDATE vacation_request SET end_date = '2026-09-14', updated_at = now() + interval '1 minute' WHERE id = $1`,
      [id],
    );
    const after = events((await fetchFeed(feed.url!)).body)[0];
    expect(after.event.uid).toBe(before.event.uid);
    expect(after.event.sequence).toBe(1);
    expect(after.event.endDate.toString()).toBe('2026-09-15');
    const modified = (e: typeof after) => e.component.getFirstPropertyValue('last-modified')!.toString();
    expect(modified(after) > modified(before)).toBe(true);

    await dataSourceOf(app).query(`UPDATE vacation_request SET status = 'Rejected' WHERE id = $1`, [id]);
    expect(events((await fetchFeed(feed.url!)).body)).toEqual([]);
  });

  it('refuses organisation feeds to members (403) and every feed to Starter (403); a downgrade stops the URL', async () => {
    const { org } = await proOrganization();
    expect((await create(member, { organizationId: org.id, scope: 'organization' })).statusCode).toBe(403);
    const feed = (await create(member, { organizationId: org.id, scope: 'member' })).json<CalendarFeed>();
    await dataSourceOf(app).query(`UPDATE organization SET plan = 'Starter' WHERE id = $1`, [org.id]);
    expect((await fetchFeed(feed.url!)).statusCode).toBe(404);
    const refused = await create(member, { organizationId: org.id, scope: 'member' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverPlanning.proRequired);
  });

  it('stops an admin overview feed when its owner is no longer admin', async () => {
    const org = await seedOrganization(app, { admins: [admin, colleague], members: [member], plan: 'Pro' });
    const feed = (
      await create(colleague, { organizationId: org.id, scope: 'organization' })
    ).json<CalendarFeed>();
    expect((await fetchFeed(feed.url!)).statusCode).toBe(200);
    await dataSourceOf(app).query('UPDATE membership SET is_admin = false WHERE id = $1', [
      org.membershipIds[colleague.uid],
    ]);
    expect((await fetchFeed(feed.url!)).statusCode).toBe(404);
  });
});

import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SlackChannel, SlackInstallUrl, SlackStatus, TeamsStatus } from '@ferieplan/contracts';
import { serverChat } from '@ferieplan/texts';
// Test-only: the same local Slack/Teams fake that `npm start` runs.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { signSlackRequest, startSlackFake, type SlackFake } from '../../../../tools/slack-fake/server.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { seedOrganization, seedTeam } from '../test/factories.js';
import { startAppWithOwnDatabase, type AppWithOwnDatabase } from '../test/app-with-own-database.js';
import { nextYearWeek } from '../test/dates.js';
import { dataSourceOf, signUp, type TestUser } from '../test/harness.js';

const SIGNING_SECRET = `signing-${randomBytes(8).toString('hex')}`;
const SECRETS_KEY = randomBytes(32).toString('hex');

/**
 * Slack and Teams on real PostgreSQL with the chat worker, against the local Slack/Teams fake
 * (tools/slack-fake). A database of its own: the worker here delivers every chat message it finds.
 */
describe('Slack and Microsoft Teams (issue 29)', () => {
  let fake: SlackFake;
  let own: AppWithOwnDatabase;
  let app: NestFastifyApplication;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    fake = await startSlackFake({
      port: 0,
      clientId: 'test-client',
      clientSecret: 'test-client-secret',
      signingSecret: SIGNING_SECRET,
      log: () => {},
    });
    own = await startAppWithOwnDatabase({
      env: {
        SECRETS_KEY,
        SLACK_CLIENT_ID: 'test-client',
        SLACK_CLIENT_SECRET: 'test-client-secret',
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_API_URL: `${fake.url}/api`,
        SLACK_AUTHORIZE_URL: `${fake.url}/oauth/v2/authorize`,
        TEAMS_EXTRA_HOSTS: `127.0.0.1:${fake.port}`,
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
        WEBHOOK_POLLING_INTERVAL_SECONDS: '0.5',
        WEBHOOK_TIMEOUT_MS: '3000',
      },
    });
    app = own.app;
    [admin, otherAdmin, member] = await Promise.all([signUp(), signUp(), signUp()]);
  });
  afterAll(async () => {
    await own?.close();
    await fake?.close();
  });

  const proOrganization = () =>
    seedOrganization(app, { admins: [admin, otherAdmin], members: [member], plan: 'Pro' });

  /** The admin's whole install: Ferieplan → the fake's consent ('Tillat') → the callback → a channel. */
  async function connectSlack(organizationId: string): Promise<void> {
    // One workspace belongs to one organisation: the fake has one, so earlier tests' organisations let go.
    await dataSourceOf(app).query('DELETE FROM slack_installation WHERE team_id = $1', [fake.team.id]);
    const start = await client(app, admin).post(`/api/Slack/organization/${organizationId}/install`);
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json<SlackInstallUrl>().url);
    const approved = await fetch(`${fake.url}/oauth/v2/approve${authorize.search}`, {
      method: 'POST',
      redirect: 'manual',
    });
    const callback = new URL(approved.headers.get('location')!);
    expect(callback.pathname).toBe('/api/Slack/oauth/callback');
    const landed = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toMatch(/\/admindashboard\?tab=settings&slack=connected$/);
    const channels = await client(app, admin).json<SlackChannel[]>(
      `/api/Slack/organization/${organizationId}/channels`,
    );
    const ferie = channels.find((channel) => channel.name === 'ferie')!;
    const set = await client(app, admin).put(`/api/Slack/organization/${organizationId}/channel`, {
      channelId: ferie.id,
    });
    expect(set.statusCode, set.body).toBe(200);
  }

  const submit = async (organizationId: string, week: number): Promise<string> => {
    const created = await client(app, member).post('/api/VacationRequests', {
      organizationId,
      ...nextYearWeek(week),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };

  type FakeMessage = SlackFake['messages'][number];
  /** Waits for a message the worker posts to the fake workspace (the chat jobs run in no fixed order). */
  async function posted(what: string, matches: (message: FakeMessage) => boolean): Promise<FakeMessage> {
    for (let waited = 0; waited < 20_000; waited += 200) {
      const message = fake.messages.find(matches);
      if (message) return message;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no ${what}: ${JSON.stringify(fake.messages)}`);
  }

  /** Waits for the DM with buttons for `requestId` to reach `person` in the fake workspace. */
  function dmFor(person: TestUser, requestId: string) {
    const userId = fake.userFor(person.email);
    return posted(
      `DM for ${requestId}`,
      (m) => m.channel === userId && JSON.stringify(m.blocks ?? []).includes(requestId),
    );
  }

  /** Waits for a post in the connected channel whose text includes `text`. */
  const channelPost = (text: string) =>
    posted(`channel post "${text}"`, (m) => m.channel === 'C0FERIE' && m.text.includes(text));

  /** A button press as Slack sends it: form-encoded payload, signed (or with the given headers). */
  function press(
    person: TestUser,
    requestId: string,
    decision: 'approve' | 'reject',
    options: { headers?: Record<string, string>; ts?: string } = {},
  ) {
    const userId = fake.userFor(person.email);
    const payload = {
      type: 'block_actions',
      team: { id: fake.team.id },
      user: { id: userId },
      container: { type: 'message', channel_id: userId, message_ts: options.ts ?? '0' },
      actions: [{ type: 'button', action_id: decision, value: requestId }],
    };
    const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    return app.inject({
      method: 'POST',
      url: '/api/Slack/interactions',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.headers ?? signSlackRequest(SIGNING_SECRET, body)),
      },
      payload: body,
    });
  }

  const decisionsOf = (requestId: string) =>
    dataSourceOf(app).query<{ kind: string; details: { via?: string } }[]>(
      `SELECT kind, details FROM audit_entry WHERE target_id = $1 AND kind IN ('request.approved', 'request.rejected')`,
      [requestId],
    );

  it('keeps the bot token only as ciphertext, and never shows it', async () => {
    const org = await proOrganization();
    await connectSlack(org.id);
    const [row] = await dataSourceOf(app).query<{ bot_token_encrypted: string }[]>(
      'SELECT bot_token_encrypted FROM slack_installation WHERE organization_id = $1',
      [org.id],
    );
    expect(row.bot_token_encrypted).toMatch(/^v1\./);
    expect(row.bot_token_encrypted).not.toContain('xoxb');
    const status = await client(app, admin).json<SlackStatus>(`/api/Slack/organization/${org.id}`);
    expect(status).toEqual({
      configured: true,
      connected: true,
      teamName: 'Ferieplan Demo',
      channelId: 'C0FERIE',
      channelName: 'ferie',
    });
    expect(JSON.stringify(status)).not.toContain('xoxb');
  });

  it('posts a new request to the channel, DMs the other admins, and a button approves it via Slack', async () => {
    const org = await proOrganization();
    await connectSlack(org.id);
    const requestId = await submit(org.id, 0);
    const dm = await dmFor(admin, requestId);
    expect(dm.text).toMatch(/har søkt om ferie/);
    expect(dm.blocks?.[1].elements?.map((e) => e.text?.text)).toEqual(['Godkjenn', 'Avslå']);
    await dmFor(otherAdmin, requestId);
    await channelPost('har søkt om ferie');

    const pressed = await press(admin, requestId, 'approve', { ts: dm.ts });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json<{ text: string }>().text).toMatch(/^Godkjent av .* via Slack\.$/);
    expect(dm.edited).toBe(true);
    const request = await client(app, member).json<{ id: string; status: string }[]>(
      `/api/VacationRequests/my?organizationId=${org.id}`,
    );
    expect(request.find((r) => r.id === requestId)?.status).toBe('Approved');
    expect(await decisionsOf(requestId)).toEqual([
      { kind: 'request.approved', details: expect.objectContaining({ via: 'Slack' }) },
    ]);
    const log = await client(app, admin).json<{ entries: { description: string }[] }>(
      `/api/Audit/organization/${org.id}`,
    );
    expect(log.entries.some((e) => /godkjente ferie for .* via Slack$/.test(e.description))).toBe(true);
    // The decision is posted to the channel too.
    await channelPost('er godkjent');
  });

  it('accepts only fresh, genuine, first-time signatures (valid, stale, forged, replayed)', async () => {
    const org = await proOrganization();
    await connectSlack(org.id);
    const requestId = await submit(org.id, 1);
    await dmFor(admin, requestId);
    const body = new URLSearchParams({
      team_id: fake.team.id,
      user_id: fake.userFor(member.email),
      command: '/ferie',
    }).toString();
    const command = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/Slack/commands',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });

    const valid = signSlackRequest(SIGNING_SECRET, body);
    const fresh = await command(valid);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<{ text: string }>().text).toContain('Gjenstår');

    const replayed = await command(valid);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json<{ message: string }>().message).toBe(serverChat.signatureReplayed);

    const stale = await command(
      signSlackRequest(SIGNING_SECRET, body, Math.floor(Date.now() / 1000) - 6 * 60),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json<{ message: string }>().message).toBe(serverChat.signatureStale);

    const forged = await press(admin, requestId, 'approve', {
      headers: signSlackRequest('not-the-secret', 'payload=x'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ message: string }>().message).toBe(serverChat.signatureInvalid);
    const unsigned = await press(admin, requestId, 'approve', { headers: {} });
    expect(unsigned.statusCode).toBe(401);
    // Nothing was decided by the refused presses.
    expect(await decisionsOf(requestId)).toEqual([]);
  });

  it('lets exactly one of a Slack and a web decision of the same request win', async () => {
    const org = await proOrganization();
    await connectSlack(org.id);
    for (let round = 0; round < 3; round++) {
      const requestId = await submit(org.id, 2 + round);
      await dmFor(admin, requestId);
      const [slack, web] = await Promise.all([
        press(admin, requestId, 'approve'),
        client(app, otherAdmin).put(`/api/VacationRequests/${requestId}/status`, { status: 'Rejected' }),
      ]);
      const slackWon = /via Slack/.test(slack.json<{ text: string }>().text);
      expect(slack.statusCode).toBe(200);
      expect(web.statusCode).toBe(slackWon ? 409 : 200);
      if (!slackWon) expect(slack.json<{ text: string }>().text).toBe('Forespørselen er allerede behandlet.');
      const decisions = await decisionsOf(requestId);
      expect(decisions).toHaveLength(1);
      expect(decisions[0].kind).toBe(slackWon ? 'request.approved' : 'request.rejected');
    }
  });

  it('answers an understaffed approval with a link to confirm it in the web app', async () => {
    const org = await proOrganization();
    await seedTeam(app, org.id, { members: [org.membershipIds[member.uid]], minimumStaffing: 1 });
    await connectSlack(org.id);
    const requestId = await submit(org.id, 6);
    await dmFor(admin, requestId);
    const pressed = await press(admin, requestId, 'approve');
    expect(pressed.json<{ text: string }>().text).toMatch(
      /Bekreft godkjenningen i Ferieplan: http.*\/admindashboard\?tab=requests/,
    );
    expect(await decisionsOf(requestId)).toEqual([]);
  });

  it('revokes the token when Slack is disconnected', async () => {
    const org = await proOrganization();
    await connectSlack(org.id);
    const before = (await (await fetch(`${fake.url}/state.json`)).json()) as { revokedTokens: number };
    const removed = await client(app, admin).delete(`/api/Slack/organization/${org.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const after = (await (await fetch(`${fake.url}/state.json`)).json()) as { revokedTokens: number };
    expect(after.revokedTokens).toBe(before.revokedTokens + 1);
    const status = await client(app, admin).json<SlackStatus>(`/api/Slack/organization/${org.id}`);
    expect(status.connected).toBe(false);
  });

  it('refuses Starter, members and a Teams URL off Microsoft’s hosts; stores the Teams URL encrypted', async () => {
    const starter = await seedOrganization(app, { admins: [admin], members: [member] });
    const refused = await client(app, admin).get(`/api/Slack/organization/${starter.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(serverChat.proRequired);
    expect(
      (
        await client(app, admin).put(`/api/MicrosoftTeams/organization/${starter.id}`, {
          url: `${fake.url}/teams/x`,
        })
      ).statusCode,
    ).toBe(403);

    const org = await proOrganization();
    expect((await client(app, member).get(`/api/MicrosoftTeams/organization/${org.id}`)).statusCode).toBe(
      403,
    );
    const offHost = await client(app, admin).put(`/api/MicrosoftTeams/organization/${org.id}`, {
      url: 'https://evil.example/webhook.office.com',
    });
    expect(offHost.statusCode).toBe(400);
    expect(offHost.json<{ message: string }>().message).toBe(serverChat.teamsUrlHost);
    const url = `${fake.url}/teams/secret-path-${randomBytes(4).toString('hex')}`;
    const connected = await client(app, admin).put(`/api/MicrosoftTeams/organization/${org.id}`, { url });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json<TeamsStatus>()).toEqual({ configured: true, connected: true, host: '127.0.0.1' });
    const [row] = await dataSourceOf(app).query<{ url_encrypted: string }[]>(
      'SELECT url_encrypted FROM teams_connection WHERE organization_id = $1',
      [org.id],
    );
    expect(row.url_encrypted).not.toContain('secret-path');
  });

  it('retries a Teams card through the job queue until the channel takes it', async () => {
    const org = await proOrganization();
    const path = `/teams/fail-2/${randomBytes(4).toString('hex')}`;
    const connected = await client(app, admin).put(`/api/MicrosoftTeams/organization/${org.id}`, {
      url: `${fake.url}${path}`,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const requestId = await submit(org.id, 7);
    let delivery: { status: string; attempts: number } | undefined;
    for (let waited = 0; waited < 45_000; waited += 300) {
      [delivery] = await dataSourceOf(app).query(
        `SELECT status, attempts FROM chat_delivery WHERE organization_id = $1 AND target = 'teams'`,
        [org.id],
      );
      if (delivery?.status !== 'Pending' && delivery) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(delivery).toEqual({ status: 'Succeeded', attempts: 3 });
    const card = fake.teamsCards.find((c) => c.path === path)?.body as {
      attachments: {
        contentType: string;
        content: { body: { text: string }[]; actions: { title: string; url: string }[] };
      }[];
    };
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0].content.body[1].text).toMatch(/har søkt om ferie/);
    expect(card.attachments[0].content.actions[0]).toMatchObject({
      title: 'Åpne i Ferieplan',
      url: expect.stringMatching(/\/admindashboard\?tab=requests$/),
    });
    expect(requestId).toBeTruthy();
  });
});

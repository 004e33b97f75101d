// Local fake of the Slack Web API and of a Microsoft Teams webhook, like the Stripe sandbox: `npm start`
// runs it when no Slack credentials are set, so a newcomer sees Slack work and the tests run offline.
//   /oauth/v2/authorize     the install consent ('Tillat' redirects back with a code)
//   /api/<method>           oauth.v2.access, conversations.list, chat.postMessage, chat.update,
//                           users.lookupByEmail, users.info, auth.revoke
//   /                       the workspace: what was posted; the DM buttons can be pressed (the fake then
//                           sends Ferieplan a signed block_actions request, as Slack does)
//   /teams/<name>           a Teams Workflows webhook: records the card (/teams/fail-<n>/<name> answers 500
//                           to its first n posts, for retries)
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { renderInstallPage, renderWorkspacePage } from './pages.mjs';

const DEFAULT_SLACK_FAKE_PORT = 12112;
const TEAM = { id: 'T0FERIEPLAN', name: 'Ferieplan Demo' };
const CHANNELS = [
  { id: 'C0GENERAL', name: 'general' },
  { id: 'C0FERIE', name: 'ferie' },
];
const MAX_BODY_BYTES = 256 * 1024;

const id = (prefix) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Slack's v0 request signature (api.slack.com/authentication/verifying-requests-from-slack). */
export function signSlackRequest(signingSecret, body, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return { 'x-slack-request-timestamp': String(timestamp), 'x-slack-signature': signature };
}

/**
 * @param {{ port?: number, host?: string, clientId: string, clientSecret: string, signingSecret: string,
 *   apiUrl?: string, log?: (line: string) => void }} options
 *   apiUrl: Ferieplan's API origin (button presses and /ferie go to `${apiUrl}/api/Slack/...`).
 */
export async function startSlackFake(options) {
  const { clientId, clientSecret, signingSecret } = options;
  if (!clientId || !clientSecret || !signingSecret)
    throw new Error('startSlackFake: clientId, clientSecret og signingSecret mangler / are required');
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line) => console.log(`[slack-fake] ${line}`));
  let apiUrl = options.apiUrl ?? 'http://127.0.0.1:3000';

  /** @type {Map<string, { redirectUri: string }>} */
  const codes = new Map();
  const tokens = new Set();
  const revoked = new Set();
  /** e-mail -> Slack user id; every address looked up is a member of the fake workspace. */
  const users = new Map();
  const names = new Map(CHANNELS.map((c) => [c.id, c.name]));
  /** @type {{ ts: string, channel: string, text: string, blocks?: any[], edited?: boolean, reply?: string }[]} */
  const messages = [];
  /** @type {{ path: string, body: any }[]} */
  const teamsCards = [];
  const teamsFailures = new Map();
  let installs = 0;

  const userFor = (email) => {
    const key = email.toLowerCase();
    if (!users.has(key)) {
      const userId = id('U');
      users.set(key, userId);
      names.set(userId, key);
    }
    return users.get(key);
  };
  const emailOf = (userId) => [...users.entries()].find(([, v]) => v === userId)?.[0] ?? null;

  function apiMethod(method, params, token) {
    if (method === 'oauth.v2.access') {
      const grant = codes.get(params.code);
      if (params.client_id !== clientId || params.client_secret !== clientSecret)
        return { ok: false, error: 'invalid_client_id' };
      if (!grant || grant.redirectUri !== params.redirect_uri) return { ok: false, error: 'invalid_code' };
      codes.delete(params.code);
      const accessToken = `xoxb-fake-${randomBytes(12).toString('hex')}`;
      tokens.add(accessToken);
      installs++;
      log(`installert i ${TEAM.name}`);
      return { ok: true, access_token: accessToken, token_type: 'bot', team: TEAM, bot_user_id: 'UBOT' };
    }
    if (!token || !tokens.has(token))
      return { ok: false, error: revoked.has(token) ? 'token_revoked' : 'invalid_auth' };
    switch (method) {
      case 'auth.revoke':
        tokens.delete(token);
        revoked.add(token);
        log('token tilbakekalt');
        return { ok: true, revoked: true };
      case 'conversations.list':
        return { ok: true, channels: CHANNELS.map((c) => ({ ...c, is_channel: true })) };
      case 'users.lookupByEmail':
        return params.email
          ? { ok: true, user: { id: userFor(String(params.email)) } }
          : { ok: false, error: 'users_not_found' };
      case 'users.info': {
        const email = emailOf(params.user);
        return email
          ? { ok: true, user: { id: params.user, profile: { email } } }
          : { ok: false, error: 'user_not_found' };
      }
      case 'chat.postMessage': {
        if (!names.has(params.channel)) return { ok: false, error: 'channel_not_found' };
        const message = {
          ts: `${Date.now() / 1000}`.padEnd(17, '0') + messages.length,
          channel: params.channel,
          text: String(params.text ?? ''),
          blocks: params.blocks,
        };
        messages.push(message);
        log(`melding til ${names.get(params.channel)}: ${message.text}`);
        return { ok: true, channel: params.channel, ts: message.ts };
      }
      case 'chat.update': {
        const message = messages.find((m) => m.ts === params.ts && m.channel === params.channel);
        if (!message) return { ok: false, error: 'message_not_found' };
        Object.assign(message, { text: String(params.text ?? ''), blocks: params.blocks, edited: true });
        return { ok: true, channel: params.channel, ts: message.ts };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  /** What Slack does when a button is pressed: a signed block_actions request to Ferieplan. */
  async function press(ts, actionId) {
    const message = messages.find((m) => m.ts === ts);
    const element = message?.blocks?.flatMap((b) => b.elements ?? []).find((e) => e.action_id === actionId);
    if (!message || !element) return { status: 404, text: 'Fant ikke knappen.' };
    const payload = {
      type: 'block_actions',
      team: { id: TEAM.id, domain: 'ferieplan-demo' },
      user: { id: message.channel, username: names.get(message.channel) },
      container: { type: 'message', channel_id: message.channel, message_ts: message.ts },
      actions: [
        {
          type: 'button',
          action_id: element.action_id,
          value: element.value,
          block_id: 'ferieplan_decision',
        },
      ],
    };
    const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    const answer = await post(`${apiUrl}/api/Slack/interactions`, body);
    message.reply = answer.text;
    return answer;
  }

  /** What Slack does for `/ferie` typed by the user with this e-mail address. */
  async function command(email) {
    const userId = userFor(email);
    const body = new URLSearchParams({
      team_id: TEAM.id,
      user_id: userId,
      command: '/ferie',
      text: '',
    }).toString();
    const answer = await post(`${apiUrl}/api/Slack/commands`, body);
    messages.push({
      ts: `${Date.now() / 1000}-${messages.length}`,
      channel: userId,
      text: `/ferie: ${answer.text}`,
    });
    return answer;
  }

  async function post(url, body) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...signSlackRequest(signingSecret, body),
        },
        body,
      });
      const json = await response.json().catch(() => ({}));
      return { status: response.status, text: json.text ?? json.message ?? `HTTP ${response.status}` };
    } catch (error) {
      return { status: 0, text: `Ferieplan svarte ikke: ${error.message}` };
    }
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error) => {
        log(`feil: ${error.message}`);
        if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Intern feil');
      });
    });
  });

  const send = (res, status, type, body, headers = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };
  const json = (res, status, body) =>
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
  const html = (res, body) => send(res, 200, 'text/html; charset=utf-8', body);
  const paramsOf = (req, body) =>
    String(req.headers['content-type'] ?? '').includes('json')
      ? JSON.parse(body || '{}')
      : Object.fromEntries(new URLSearchParams(body));

  async function handle(req, res, body) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (req.method === 'POST' && path.startsWith('/api/')) {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      return json(res, 200, apiMethod(path.slice(5), paramsOf(req, body), token));
    }
    if (req.method === 'GET' && path === '/oauth/v2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || !redirectUri)
        return send(res, 400, 'text/plain; charset=utf-8', 'Ugyldig client_id eller redirect_uri');
      const approve = new URL('/oauth/v2/approve', 'http://fake');
      approve.search = url.search;
      const cancel = new URL(redirectUri);
      cancel.searchParams.set('error', 'access_denied');
      cancel.searchParams.set('state', url.searchParams.get('state') ?? '');
      return html(
        res,
        renderInstallPage({
          team: TEAM,
          scopes: (url.searchParams.get('scope') ?? '').split(','),
          approveUrl: `${approve.pathname}${approve.search}`,
          cancelUrl: cancel.toString(),
        }),
      );
    }
    if (req.method === 'POST' && path === '/oauth/v2/approve') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const code = randomBytes(12).toString('hex');
      codes.set(code, { redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return send(res, 303, 'text/plain', '', { location: back.toString() });
    }
    if (req.method === 'POST' && path === '/press') {
      const form = Object.fromEntries(new URLSearchParams(body));
      await press(form.ts, form.action_id);
      return send(res, 303, 'text/plain', '', { location: '/' });
    }
    if (req.method === 'POST' && path === '/command') {
      await command(String(Object.fromEntries(new URLSearchParams(body)).email ?? ''));
      return send(res, 303, 'text/plain', '', { location: '/' });
    }
    if (req.method === 'POST' && path.startsWith('/teams/')) {
      const fail = /^\/teams\/fail-(\d+)\//.exec(path);
      if (fail) {
        const seen = teamsFailures.get(path) ?? 0;
        teamsFailures.set(path, seen + 1);
        if (seen < Number(fail[1])) return json(res, 500, { error: 'midlertidig feil' });
      }
      teamsCards.push({ path, body: JSON.parse(body || '{}') });
      log(`Teams-kort til ${path}`);
      return send(res, 202, 'text/plain', '');
    }
    if (req.method === 'GET' && path === '/state.json') {
      return json(res, 200, {
        team: TEAM,
        messages,
        teamsCards,
        installs,
        activeTokens: tokens.size,
        revokedTokens: revoked.size,
      });
    }
    if (req.method === 'GET' && path === '/') {
      return html(
        res,
        renderWorkspacePage({
          team: TEAM,
          messages,
          names,
          teamsCards,
          installed: installs,
          revoked: revoked.size,
        }),
      );
    }
    return send(res, 404, 'text/plain; charset=utf-8', 'Finnes ikke');
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SLACK_FAKE_PORT, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}`;
  log(`kjører på ${url}`);
  return {
    url,
    port,
    team: TEAM,
    messages,
    teamsCards,
    setApiUrl: (value) => {
      apiUrl = value;
    },
    press,
    command,
    userFor,
    isRevoked: (token) => revoked.has(token),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

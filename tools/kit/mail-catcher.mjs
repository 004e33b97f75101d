// The local mail catcher (maildev 3, from npm): a real SMTP server that keeps every message, with a web
// page listing them and a JSON API (GET /api/email) that tests read. For `npm start`, the Playwright
// global setup, the API's integration tests and the mail benchmark alike.
import { join } from 'node:path';
import { startChild } from './child-process.mjs';
import { StartupError } from './errors.mjs';
import { freePort } from './port-check.mjs';
import { ROOT } from './root.mjs';
import { waitForHttp } from './wait-for.mjs';

/**
 * Starts maildev on the given ports (free ones when not given). Resolves once the process runs;
 * `ready` resolves when its web API answers. `restart()` stops and starts it on the same ports
 * (an SMTP outage in tests; kept messages are lost, as with a real relay's queue being elsewhere).
 * @param {{ smtpPort?: number, webPort?: number, log?: (line: string) => void, quiet?: boolean,
 *           timeoutMs?: number }} [options]
 */
export async function startMailCatcher(options = {}) {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const webUrl = `http://127.0.0.1:${webPort}`;
  const launch = () => {
    const child = startChild({
      name: 'maildev',
      command: process.execPath,
      args: [
        join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
        '--smtp',
        String(smtpPort),
        '--web',
        String(webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      log: options.log,
      quiet: options.quiet ?? true,
    });
    const ready = waitForHttp(`${webUrl}/api/healthz`, {
      name: 'E-postfangeren (maildev)',
      isAlive: child.isAlive,
      ok: (status) => status === 200,
      timeoutMs: options.timeoutMs ?? 60_000,
    }).catch((error) => {
      throw new StartupError(`${error.message}\n${child.tail.join('\n')}`);
    });
    return { child, ready };
  };

  let current = launch();
  const catcher = {
    smtpPort,
    webPort,
    /** The SMTP_URL the API sends through. */
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    /** The web page listing the messages. */
    webUrl,
    get child() {
      return current.child;
    },
    get ready() {
      return current.ready;
    },
    ...mailCatcherClient(webUrl),
    stop: () => current.child.stop(),
    async start() {
      if (current.child.isAlive()) return;
      current = launch();
      await current.ready;
    },
  };
  return catcher;
}

/**
 * Reads a running catcher's JSON API (GET /api/email): `npm start`'s on MAIL_WEB_PORT, or one the tests
 * started.
 * @param {string} webUrl  e.g. http://127.0.0.1:1080
 */
export function mailCatcherClient(webUrl) {
  const client = {
    /** Every message caught so far, oldest first (subject, to, text, html, headers). */
    async messages() {
      const response = await fetch(`${webUrl}/api/email`);
      if (!response.ok) throw new Error(`maildev GET /api/email: HTTP ${response.status}`);
      return /** @type {Promise<import('./mail-catcher.d.mts').CaughtMail[]>} */ (response.json());
    },
    /** Messages to one address (case-insensitive). */
    async messagesTo(address) {
      const wanted = address.toLowerCase();
      return (await client.messages()).filter((m) => m.to.some((to) => to.address.toLowerCase() === wanted));
    },
    /** Waits until `count` messages to the address have arrived, and returns them. */
    async waitForMessagesTo(address, { count = 1, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await client.messagesTo(address).catch(() => []);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `${count} e-post(er) til ${address} kom ikke innen ${timeoutMs} ms (fikk ${found.length})`,
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /**
     * A header of a caught message as it was sent (maildev's `headers` keeps only a few, so this reads
     * the raw source); undefined when the message has none.
     */
    async header(message, name) {
      const response = await fetch(`${webUrl}/api/email/${encodeURIComponent(message.id)}/source`);
      if (!response.ok)
        throw new Error(`maildev GET /api/email/${message.id}/source: HTTP ${response.status}`);
      const head = (await response.text()).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
      const wanted = `${name.toLowerCase()}:`;
      const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(wanted));
      return line?.slice(wanted.length).trim();
    },
    async clear() {
      await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' });
    },
  };
  return client;
}

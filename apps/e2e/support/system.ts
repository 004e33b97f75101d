// Where the system under test runs. The Playwright config, the global setup and the tests all derive
// the same URLs from E2E_PORT_BASE (default 15000), so nothing has to be passed between processes.
import { resolvePorts } from '@ferieplan/tools/kit/ports.mjs';

export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE || 15000);

/** Ports of the system under test: only the base counts (SHELL_PORT etc. of the shell are ignored). */
export const e2ePorts = resolvePorts({ base: E2E_PORT_BASE, env: {} });

export const e2eUrls = {
  shell: `http://localhost:${e2ePorts.shell}`,
  api: `http://localhost:${e2ePorts.api}`,
  authEmulator: `http://127.0.0.1:${e2ePorts.authEmulator}`,
  stripeSandbox: `http://127.0.0.1:${e2ePorts.stripeSandbox}`,
  /** The Slack/Teams fake's workspace page (issue 29). */
  slackFake: `http://127.0.0.1:${e2ePorts.slackFake}`,
  /** The mail catcher's web page and JSON API (GET /api/email). */
  mailCatcher: `http://127.0.0.1:${e2ePorts.mailWeb}`,
  landing: `http://localhost:${e2ePorts.landing}`,
  employee: `http://localhost:${e2ePorts.employee}`,
  admin: `http://localhost:${e2ePorts.admin}`,
  staffing: `http://localhost:${e2ePorts.staffing}`,
} as const;

export type E2eUrls = typeof e2eUrls;

export { DEMO_API_KEY } from '@ferieplan/tools/kit/identity.mjs';

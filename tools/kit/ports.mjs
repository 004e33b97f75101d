// The product's ports. Defaults are the documented ones; FERIEPLAN_PORT_BASE moves the whole system
// (base+0 shell, +1..+4 remotes, +10 API, +20..+22 auth emulator/hub/logging, +30 Stripe sandbox,
// +40/+41 the mail catcher's SMTP/web, +50 the embedded PostgreSQL) so
// a second system (tests, a second checkout) can run beside the first. Single-port variables win.

export const REMOTES = ['landing', 'employee', 'admin', 'staffing'];

const DEFAULTS = {
  shell: 4200,
  landing: 4201,
  employee: 4202,
  admin: 4203,
  staffing: 4204,
  api: 3000,
  authEmulator: 9099,
  emulatorHub: 4400,
  emulatorLogging: 4500,
  stripeSandbox: 12111,
  slackFake: 12112,
  mailSmtp: 1025,
  mailWeb: 1080,
  // Not 5432: a PostgreSQL server of the machine's own often listens there.
  postgres: 5433,
};

const OFFSETS = {
  shell: 0,
  landing: 1,
  employee: 2,
  admin: 3,
  staffing: 4,
  api: 10,
  authEmulator: 20,
  emulatorHub: 21,
  emulatorLogging: 22,
  stripeSandbox: 30,
  slackFake: 31,
  mailSmtp: 40,
  mailWeb: 41,
  postgres: 50,
};

/** The environment variable that overrides each port. */
export const ENV_NAMES = {
  shell: 'SHELL_PORT',
  landing: 'LANDING_PORT',
  employee: 'EMPLOYEE_PORT',
  admin: 'ADMIN_PORT',
  staffing: 'STAFFING_PORT',
  api: 'API_PORT',
  authEmulator: 'AUTH_EMULATOR_PORT',
  emulatorHub: 'EMULATOR_HUB_PORT',
  emulatorLogging: 'EMULATOR_LOGGING_PORT',
  stripeSandbox: 'STRIPE_SANDBOX_PORT',
  slackFake: 'SLACK_FAKE_PORT',
  mailSmtp: 'MAIL_SMTP_PORT',
  mailWeb: 'MAIL_WEB_PORT',
  postgres: 'EMBEDDED_POSTGRES_PORT',
};

function parsePort(name, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Ugyldig port i ${name}: "${value}" / invalid port`);
  }
  return port;
}

/**
 * @param {{ base?: number, env?: NodeJS.ProcessEnv, overrides?: Partial<Record<keyof typeof DEFAULTS, number>> }} [options]
 * @returns {Record<keyof typeof DEFAULTS, number>}
 */
export function resolvePorts({ base, env = process.env, overrides = {} } = {}) {
  const baseValue =
    base ?? (env.FERIEPLAN_PORT_BASE ? parsePort('FERIEPLAN_PORT_BASE', env.FERIEPLAN_PORT_BASE) : undefined);
  /** @type {Record<string, number>} */
  const ports = {};
  for (const key of Object.keys(DEFAULTS)) {
    const fromEnv = env[ENV_NAMES[key]];
    ports[key] =
      overrides[key] ??
      (fromEnv
        ? parsePort(ENV_NAMES[key], fromEnv)
        : baseValue !== undefined
          ? baseValue + OFFSETS[key]
          : DEFAULTS[key]);
  }
  return /** @type {Record<keyof typeof DEFAULTS, number>} */ (ports);
}

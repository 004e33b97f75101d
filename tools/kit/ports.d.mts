/** Every port of a running system (see ports.mjs for the defaults and FERIEPLAN_PORT_BASE offsets). */
export interface SystemPorts {
  shell: number;
  landing: number;
  employee: number;
  admin: number;
  staffing: number;
  api: number;
  authEmulator: number;
  emulatorHub: number;
  emulatorLogging: number;
  stripeSandbox: number;
  /** The local Slack/Teams fake (issue 29). */
  slackFake: number;
  /** The local mail catcher (maildev): SMTP and its web page / JSON API. */
  mailSmtp: number;
  mailWeb: number;
  postgres: number;
}

export const REMOTES: readonly ['landing', 'employee', 'admin', 'staffing'];
export function resolvePorts(options?: {
  base?: number;
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<SystemPorts>;
}): SystemPorts;

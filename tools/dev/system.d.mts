// Types of system.mjs for TypeScript callers (apps/e2e).
import type { SystemPorts } from '../kit/ports.mjs';

export type { SystemPorts };
export interface SystemOptions {
  mode?: 'static' | 'dev';
  portBase?: number;
  ports?: Partial<SystemPorts>;
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  databaseUrl?: string | null;
  build?: boolean;
  quiet?: boolean;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface RunningSystem {
  /** database: the embedded PostgreSQL's URL ('' when DATABASE_URL points at a server); mailCatcher/mailSmtp: '' with SMTP_URL. */
  urls: Record<
    | 'shell'
    | 'api'
    | 'authEmulator'
    | 'stripeSandbox'
    | 'slackFake'
    | 'mailCatcher'
    | 'mailSmtp'
    | 'database'
    | 'landing'
    | 'employee'
    | 'admin'
    | 'staffing',
    string
  >;
  ports: SystemPorts;
  stop(): Promise<void>;
  stopService(name: string): Promise<void>;
}

export function startSystem(options?: SystemOptions): Promise<RunningSystem>;

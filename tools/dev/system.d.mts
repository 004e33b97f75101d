// Types of system.mjs for TypeScript callers (apps/e2e).
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
  postgres: number;
}

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
  /** database: the embedded PostgreSQL's URL ('' when DATABASE_URL points at a server). */
  urls: Record<
    'shell' | 'api' | 'authEmulator' | 'stripeSandbox' | 'database' | 'landing' | 'employee' | 'admin' | 'staffing',
    string
  >;
  ports: SystemPorts;
  stop(): Promise<void>;
  stopService(name: string): Promise<void>;
}

export function startSystem(options?: SystemOptions): Promise<RunningSystem>;

// Types of auth-emulator.mjs for TypeScript callers (the API's test setup).
export const DEMO_PROJECT_ID: 'demo-ferieplan';

export interface RunningAuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  url: string;
  projectId: string;
  /** Resolves when the emulator answers; rejects with its last output when it does not. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startAuthEmulator(options?: {
  authPort?: number;
  hubPort?: number;
  loggingPort?: number;
  projectId?: string;
  log?: (line: string) => void;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<RunningAuthEmulator>;

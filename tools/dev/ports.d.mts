import type { SystemPorts } from './system.mjs';
export const REMOTES: readonly ['landing', 'employee', 'admin', 'staffing'];
export function resolvePorts(options?: {
  base?: number;
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<SystemPorts>;
}): SystemPorts;
export function appPorts(ports: SystemPorts): Record<string, number>;

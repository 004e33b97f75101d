/** Asks the OS for a currently free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
export function isPortFree(port: number, host?: string): Promise<boolean>;
export function assertPortsFree(
  ports: Record<string, number>,
  envNames?: Record<string, string>,
): Promise<void>;

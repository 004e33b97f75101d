// The ports of an API bench (lib/api-server.mjs startApi: the API and the Auth emulator it starts).
// Without BENCH_PORT_BASE the OS picks free ones, which suits one run alone; two runs on one machine
// can still race between the pick and the bind. BENCH_PORT_BASE=B gives them the system's own offsets
// from B (tools/kit/ports.mjs: API B+10, Auth emulator B+20..B+22), so runs given different bases
// cannot collide, and a taken one fails before anything starts.
import { assertPortsFree } from '../../kit/port-check.mjs';
import { resolvePorts } from '../../kit/ports.mjs';

/**
 * The fixed ports BENCH_PORT_BASE asks for, or null when it is unset (free ones are picked then).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ api: number, authEmulator: number, emulatorHub: number, emulatorLogging: number } | null}
 */
export function benchPortsFromEnv(env = process.env) {
  if (!env.BENCH_PORT_BASE) return null;
  const base = Number(env.BENCH_PORT_BASE);
  // The highest offset used is +22; the ports must stay valid.
  if (!Number.isInteger(base) || base < 1 || base + 22 > 65535) {
    throw new Error(`Ugyldig BENCH_PORT_BASE: "${env.BENCH_PORT_BASE}" / invalid port base`);
  }
  // Only the base counts: a single-port variable (API_PORT …) of the shell must not move a bench.
  const { api, authEmulator, emulatorHub, emulatorLogging } = resolvePorts({ base, env: {} });
  return { api, authEmulator, emulatorHub, emulatorLogging };
}

/** benchPortsFromEnv, checked free (a one-line error naming the taken port and BENCH_PORT_BASE). */
export async function claimBenchPorts(env = process.env) {
  const ports = benchPortsFromEnv(env);
  // No variable names to assertPortsFree: its hint names FERIEPLAN_PORT_BASE, which a bench ignores.
  await assertPortsFree(ports ?? {}).catch((error) => {
    error.message += ` BENCH_PORT_BASE=${env.BENCH_PORT_BASE}: velg en annen base / choose another base.`;
    throw error;
  });
  return ports;
}

// Fails fast, before anything starts, when a port the system needs is taken.
import { createServer } from 'node:net';
import { StartupError } from './errors.mjs';

/** Resolves true when nothing listens on the port (checked on all interfaces, as the API binds them). */
export function isPortFree(port, host = '0.0.0.0') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * @param {Record<string, number>} ports  service name -> port
 * @param {Record<string, string>} [envNames]  service name -> the variable that overrides it
 */
export async function assertPortsFree(ports, envNames = {}) {
  const seen = new Map();
  for (const [name, port] of Object.entries(ports)) {
    if (seen.has(port)) {
      throw new StartupError(
        `Port ${port} er satt for både ${seen.get(port)} og ${name} / port ${port} is assigned twice.`,
      );
    }
    seen.set(port, name);
    if (!(await isPortFree(port))) {
      const hint = envNames[name] ? ` (${envNames[name]} eller FERIEPLAN_PORT_BASE)` : '';
      throw new StartupError(
        `Port ${port} (${name}) er allerede i bruk – stopp prosessen som bruker den eller velg en annen port${hint}. / Port ${port} (${name}) is already in use.`,
      );
    }
  }
}

/** A port the OS picks as free right now (for tests). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

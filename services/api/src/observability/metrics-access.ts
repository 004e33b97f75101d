import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { MetricsConfig } from '../config/app-config.js';

export type MetricsAccess = 'allowed' | 'refused' | 'off';

/**
 * Who may read the metrics: a caller with the token as bearer, or from an allowed address. With neither
 * configured the route does not exist for anyone (404): the figures tell load, routes and failure rates.
 */
export function metricsAccess(config: MetricsConfig): (ip: string, authorization?: string) => MetricsAccess {
  const allowed = new BlockList();
  for (const entry of config.allowedAddresses) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  const expected = config.token === null ? null : Buffer.from(`Bearer ${config.token}`);
  return (ip, authorization) => {
    if (expected === null && config.allowedAddresses.length === 0) return 'off';
    if (expected && authorization) {
      const given = Buffer.from(authorization);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return 'allowed';
    }
    const family = isIP(ip);
    if (family !== 0 && allowed.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return 'allowed';
    return 'refused';
  };
}

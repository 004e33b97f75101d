import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressRefused, type UrlPolicy } from './webhook-url.js';

/** The error code of a connection refused because the host resolved to an internal address. */
export const ADDRESS_REFUSED = 'EWEBHOOKADDRESS';

/**
 * A `lookup` for http(s).request that resolves the host and refuses the connection when any of its
 * addresses is internal (webhook-url.ts). The connection then goes to an address just checked, so a
 * name that resolves elsewhere between a check and the connect (DNS rebinding) cannot slip through.
 */
export function checkedLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const host = hostname.toLowerCase();
      if (addresses.length === 0 || addresses.some((a) => addressRefused(host, a.address, policy))) {
        const refused = Object.assign(new Error(`${hostname} resolves to an internal address`), {
          code: ADDRESS_REFUSED,
        });
        return callback(refused, '', 0);
      }
      // With autoSelectFamily Node asks for every address (`all`); otherwise for one.
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** At registration: whether the host resolves to an internal address now (an unresolvable host passes: deliveries will tell). */
export function resolvesInternally(host: string, policy: UrlPolicy): Promise<boolean> {
  if (!policy.refusePrivateAddresses) return Promise.resolve(false);
  return new Promise((resolve) => {
    checkedLookup(policy)(host, { all: true }, (error) =>
      resolve((error as { code?: string } | null)?.code === ADDRESS_REFUSED),
    );
  });
}

import { BlockList, isIP } from 'node:net';
import { serverWebhooks } from '@ferieplan/texts';
import type { WebhookConfig } from '../config/webhook-config.js';

export type UrlPolicy = Pick<WebhookConfig, 'refusePrivateAddresses' | 'allowLocalHttp' | 'allowedHosts'>;
export type UrlProblem = 'invalid' | 'not-https' | 'credentials' | 'private';

const v4 = (list: BlockList, ranges: string[]) =>
  ranges.forEach((range) => list.addSubnet(range.split('/')[0], Number(range.split('/')[1]), 'ipv4'));
const v6 = (list: BlockList, ranges: string[]) =>
  ranges.forEach((range) => list.addSubnet(range.split('/')[0], Number(range.split('/')[1]), 'ipv6'));

/**
 * Addresses a webhook must not reach from the API's network (SSRF): unspecified, private, shared
 * (CGNAT), loopback, link-local (cloud metadata at 169.254.169.254), documentation, benchmarking,
 * multicast and reserved; in IPv6 also unique-local, and every IPv4-mapped or NAT64 address (they lead
 * back into IPv4 ranges).
 */
const INTERNAL = new BlockList();
v4(INTERNAL, [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
]);
v6(INTERNAL, [
  '::/127',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
]);

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** IPv4-mapped IPv6 (::ffff:a.b.c.d, written any way): kept out of the BlockList, which maps it onto IPv4. */
const MAPPED = /^::ffff:[0-9a-f.:]+$/i;

export function isInternalAddress(ip: string): boolean {
  if (isIP(ip) === 6 && MAPPED.test(ip)) return true;
  return isIP(ip) !== 0 && INTERNAL.check(ip, family(ip));
}

/** The URL's host as an address or name: without IPv6 brackets, lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The operator's WEBHOOK_ALLOWED_HOSTS: the host as written in the URL, or an IP literal in a listed range. */
export function hostAllowed(host: string, allowedHosts: string[]): boolean {
  return allowedHosts.some((entry) => {
    if (entry === host) return true;
    const [address, bits] = entry.split('/');
    if (isIP(address) === 0 || isIP(host) === 0 || isIP(address) !== isIP(host)) return false;
    const range = new BlockList();
    range.addSubnet(address, Number(bits ?? (isIP(address) === 6 ? 128 : 32)), family(address));
    return range.check(host, family(host));
  });
}

/** Whether `ip` (one address `host` resolved to, or the host itself) may be contacted under the policy. */
export function addressRefused(host: string, ip: string, policy: UrlPolicy): boolean {
  return policy.refusePrivateAddresses && isInternalAddress(ip) && !hostAllowed(host, policy.allowedHosts);
}

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * What is wrong with an endpoint URL by itself, or null: https only (http to localhost outside
 * production), no credentials in it, and an address literal outside the internal ranges. A host name
 * is resolved and checked separately, at registration and at every delivery (webhook-address.ts).
 */
export function urlProblem(raw: string, policy: UrlPolicy): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  const host = hostOf(url);
  if (!host || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'invalid';
  if (url.protocol === 'http:' && !(policy.allowLocalHttp && isLocalHost(host))) return 'not-https';
  if (url.username || url.password) return 'credentials';
  if (isIP(host) !== 0 && addressRefused(host, host, policy)) return 'private';
  return null;
}

/** The Norwegian message of a problem: the 400 at registration, the error of a refused attempt. */
export const urlProblemMessage = (problem: UrlProblem): string =>
  ({
    invalid: serverWebhooks.urlInvalid,
    'not-https': serverWebhooks.urlNotHttps,
    credentials: serverWebhooks.urlCredentials,
    private: serverWebhooks.urlPrivate,
  })[problem];

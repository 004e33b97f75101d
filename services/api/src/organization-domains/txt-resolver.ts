import { Resolver } from 'node:dns/promises';

/**
 * Looks up a domain's TXT records. Production uses node's resolver (the system's DNS servers); tests
 * replace resolveTxt with a stub, so no test depends on the Internet.
 */
export abstract class TxtResolver {
  abstract resolveTxt(hostname: string): Promise<string[][]>;
}

/** A slow or dead DNS server answers the admin within seconds, not a minute. */
export const txtResolverProvider = {
  provide: TxtResolver,
  useFactory: (): TxtResolver => new Resolver({ timeout: 3000, tries: 2 }),
};

/** The codes that mean "the domain has no such record", not "DNS failed". */
export const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

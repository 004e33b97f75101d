// E-mail domains as organisations claim them: normalised, checked, and the public mail services refused.

/** Lower-case DNS name of at least two labels, ending in a letter-only top-level label. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Mail services anyone can sign up with: claiming one would let an organisation collect strangers.
 * The big international ones and the Norwegian ISPs' consumer mail.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.no',
  'outlook.com',
  'outlook.no',
  'live.com',
  'live.no',
  'msn.com',
  'yahoo.com',
  'yahoo.no',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'online.no',
  'start.no',
  'frisurf.no',
  'broadpark.no',
  'altibox.no',
  'getmail.no',
  'c2i.net',
  'telia.no',
  'lyse.net',
  'bluezone.no',
  'hotmail.se',
  'live.se',
  'outlook.dk',
  'hotmail.dk',
]);

/** The domain as stored (lower case, no trailing dot), or null when it is not a valid domain. */
export function normalizeDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  return DOMAIN_PATTERN.test(domain) ? domain : null;
}

export const isPublicMailDomain = (domain: string): boolean => PUBLIC_MAIL_DOMAINS.has(domain);

/** The domain part of an e-mail address, lower case (null without one). */
export function emailDomain(email: string | null): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? normalizeDomain(email.slice(at + 1)) : null;
}

/** The TXT record the admin publishes on the domain. */
export const verificationRecord = (token: string): string => `ferieplan-verification=${token}`;

/** Whether the domain's TXT records (each split in strings of at most 255 characters) hold the record. */
export const hasRecord = (records: string[][], expected: string): boolean =>
  records.some((chunks) => chunks.join('').trim() === expected);

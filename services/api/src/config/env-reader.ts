import { ConfigurationError } from './configuration-error.js';

/** The environment the configuration is read from (process.env at start; a plain object in tests). */
export type Environment = Readonly<Record<string, string | undefined>>;

interface NumberRange {
  min: number;
  max?: number;
}

/** A URL may carry a password: the refusal of a secret names what is accepted, never the value. */
interface Secrecy {
  secret?: boolean;
}

/**
 * The one policy for every setting: unset or empty takes the default; any other value must be valid,
 * or the start stops with a ConfigurationError of one line naming the variable and what it accepts.
 */
export class EnvReader {
  constructor(private readonly env: Environment) {}

  /** The value as given; empty counts as unset (compose passes `${SMTP_URL:-}` as ''). */
  text(name: string): string | undefined {
    return this.env[name] || undefined;
  }

  /** Stops the start: `NAME må være <accepted> (fikk "<value>").`, the value left out for secrets. */
  refuse(name: string, accepted: string, options: Secrecy = {}): never {
    // JSON quoting keeps the line one line and shows stray whitespace ("10\r" from a CRLF .env file).
    const got = options.secret ? '' : ` (fikk ${JSON.stringify(this.env[name])})`;
    throw new ConfigurationError(`${name} må være ${accepted}${got}.`);
  }

  /** Whole digits only (no "1e3", "0x10" or "10.5") within the range. */
  integer(name: string, fallback: number, range: NumberRange): number {
    return this.number(name, fallback, range, true);
  }

  /** A number with or without decimals ("0.5"), within the range. */
  decimal(name: string, fallback: number, range: NumberRange): number {
    return this.number(name, fallback, range, false);
  }

  /** One of `choices`, as written. */
  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (!choices.includes(value as T)) this.refuse(name, choices.join(', '));
    return value as T;
  }

  /** An absolute URL whose scheme is one of `protocols` (e.g. ['smtp', 'smtps']). */
  url(name: string, protocols: string[], options: Secrecy = {}): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const scheme = URL.canParse(value) ? new URL(value).protocol.slice(0, -1) : null;
    if (scheme === null || !protocols.includes(scheme)) {
      this.refuse(
        name,
        `en adresse som begynner med ${protocols.map((p) => `${p}://`).join(' eller ')}`,
        options,
      );
    }
    return value;
  }

  /** An http(s) address without trailing slashes: links are built as `${address}/path`. */
  httpAddress(name: string, fallback: string): string {
    return (this.url(name, ['http', 'https']) ?? fallback).replace(/\/+$/, '');
  }

  /**
   * Comma-separated origins (scheme, host and port: what a browser sends in its Origin header). Unset
   * takes the fallback; set but empty is an empty list (no other origin may call).
   */
  originList(name: string, fallback: string[]): string[] {
    const value = this.env[name];
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const url = URL.canParse(entry) ? new URL(entry) : null;
        const isOrigin =
          url !== null &&
          ['http:', 'https:'].includes(url.protocol) &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !url.username;
        if (!isOrigin) this.refuse(name, 'kommaseparerte opprinnelser som https://ferieplan.no (uten sti)');
        return url.origin;
      });
  }

  private number(name: string, fallback: number, range: NumberRange, whole: boolean): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const pattern = whole ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    const parsed = Number(value);
    if (!pattern.test(value) || parsed < range.min || (range.max !== undefined && parsed > range.max)) {
      const kind = whole ? 'et heltall' : 'et tall';
      this.refuse(
        name,
        range.max === undefined ? `${kind} ≥ ${range.min}` : `${kind} fra ${range.min} til ${range.max}`,
      );
    }
    return parsed;
  }
}

/**
 * Log text is scrubbed of what must never be logged, whoever wrote the message (ours, Nest's, a driver's
 * error): e-mail addresses, bearer tokens and JWTs, Stripe keys, and URLs' passwords. Structured fields
 * are chosen, never whole requests: no headers or bodies reach a log line.
 */
const PATTERNS: [RegExp, string][] = [
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-post]'],
  [/\bBearer\s+\S+/gi, 'Bearer [skjult]'],
  [/\beyJ[\w-]{8,}\.[\w-]+(?:\.[\w-]*)?/g, '[token]'],
  [/\b(?:sk|rk|pk)_(?:live|test)_\w+|\bwhsec_\w+/g, '[nøkkel]'],
  [/(\/\/[^\s/:@]*:)[^\s/@]+@/g, '$1[skjult]@'],
];

export function scrub(text: string): string {
  let result = text;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

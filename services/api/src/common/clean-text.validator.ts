import { serverSafety } from '@ferieplan/texts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

// Control characters (C0 and C1, NUL included: PostgreSQL refuses it in text) and lone surrogate halves.
// Tab, line feed and carriage return are ordinary in a description, not in a name (one line).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]/;
// Characters that show nothing: white space, format characters (zero-width space, joiners, BOM, bidi
// marks), lone combining marks, and the Hangul and Braille blanks that render as empty.
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Why a text is refused, or null when it may be stored. Non-strings pass (the type check reports them). */
export function textProblem(value: unknown, multiline = false): 'control' | 'invisible' | null {
  if (typeof value !== 'string') return null;
  if (FORBIDDEN.test(value) || (!multiline && LINE_BREAKS_AND_TABS.test(value))) return 'control';
  if (value !== '' && INVISIBLE.test(value)) return 'invisible';
  return null;
}

/**
 * Names and descriptions: no control characters, and not made only of invisible characters (a team
 * name of zero-width spaces looks blank everywhere it is shown). `label` names the field in the message.
 * An empty string passes: whether it is allowed is the field's own rule. Names are one line; pass
 * `multiline: true` for a description.
 */
export function IsCleanText(
  label: string,
  options: ValidationOptions & { multiline?: boolean } = {},
): PropertyDecorator {
  const { multiline = false, ...validationOptions } = options;
  return ValidateBy(
    {
      name: 'isCleanText',
      validator: {
        validate: (value) => textProblem(value, multiline) === null,
        defaultMessage: (args) =>
          textProblem(args?.value, multiline) === 'invisible'
            ? serverSafety.invisibleOnly(label)
            : serverSafety.invalidCharacters(label),
      },
    },
    validationOptions,
  );
}

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path of the first string (value or key) in a parsed body that holds half a UTF-16 surrogate
 * pair, or null. Such text is not Unicode: validators choke on it (validator's isEmail throws a
 * URIError), so the whole body is refused before any of them runs.
 */
export function brokenTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  // Paths are put together only for the broken part and the objects on the way: every query and body
  // passes here, and almost all of them are whole.
  for (const key of Object.keys(value)) {
    if (LONE_SURROGATE.test(key)) return pathTo(path, key);
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (LONE_SURROGATE.test(child)) return pathTo(path, key) || 'body';
    } else if (child !== null && typeof child === 'object') {
      const found = brokenTextPath(child, pathTo(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}

const pathTo = (path: string, key: string) => (path ? `${path}.${key}` : key);

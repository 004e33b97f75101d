import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../common/json-depth.js';

/** A request body as sent: its text and content type. */
export interface BadBody {
  text: string;
  contentType: string;
}

const json = (value: unknown): BadBody => ({ text: JSON.stringify(value), contentType: 'application/json' });

/** Text that must never be stored: control characters (NUL first) or nothing visible. */
const uncleanText = fc.oneof(
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001B', '\u007F', '\u0085', '\uD800'),
      fc.string({ maxLength: 10 }),
    )
    .map((p) => p.join('')),
  fc
    .array(fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00A0', '\u3164', ' '), {
      minLength: 1,
      maxLength: 12,
    })
    .map((p) => p.join('')),
);

/** JSON text of a value nested deeper than the API reads (text: JSON.stringify would overflow the stack). */
const deepText = fc.integer({ min: MAX_JSON_DEPTH + 1, max: 2_000 }).map((depth) => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? '{"a":' : '[';
    close = (i % 2 ? '}' : ']') + close;
  }
  return `${open}"x"${close}`;
});

const PLACEHOLDER = '__deep__';
/** The valid body with `field` replaced by a deeply nested value. */
const withDeep = (valid: Record<string, unknown>, field: string, text: string): BadBody => ({
  text: JSON.stringify({ ...valid, [field]: PLACEHOLDER }).replace(`"${PLACEHOLDER}"`, text),
  contentType: 'application/json',
});

/** A value of another JSON type than the valid one (never null: null is valid for optional fields). */
function wrongType(valid: unknown): fc.Arbitrary<unknown> {
  const bySort = {
    string: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { maxKeys: 2 }),
    ),
    number: fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
      fc.array(fc.integer(), { maxLength: 3 }),
    ),
    boolean: fc.oneof(
      fc.string(),
      fc.integer(),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.boolean(), { maxKeys: 2 }),
    ),
    other: fc.oneof(
      fc.integer(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { maxKeys: 2 }),
    ),
  };
  const sort = typeof valid;
  return sort === 'string' || sort === 'number' || sort === 'boolean' ? bySort[sort] : bySort.other;
}

/**
 * Bad versions of a route's valid body: one field broken (wrong type, unclean text, nested too deep),
 * an unknown field, not an object at all, malformed JSON, too large, nested too deep as a whole, or
 * not JSON (form, text).
 */
export function badBodies(valid: Record<string, unknown>): fc.Arbitrary<BadBody> {
  const fields = Object.keys(valid);
  const badField = fc.constantFrom(...fields).chain((field) =>
    fc.oneof(
      fc.oneof(wrongType(valid[field]), uncleanText).map((value) => json({ ...valid, [field]: value })),
      deepText.map((text) => withDeep(valid, field, text)),
    ),
  );
  const unknownField = fc
    .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => json({ ...valid, [`x_${key}`]: value }));
  const notObject = fc
    .oneof(fc.integer(), fc.string(), fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }))
    .map(json);
  const malformed = fc
    .integer({ min: 1, max: Math.max(1, JSON.stringify(valid).length - 1) })
    .map((cut) => ({ text: JSON.stringify(valid).slice(0, cut), contentType: 'application/json' }));
  const tooLarge = fc
    .integer({ min: 33 * 1024, max: 64 * 1024 })
    .map((size) => json({ ...valid, [fields[0]]: 'a'.repeat(size) }));
  const deepWhole = deepText.map((text) => ({ text, contentType: 'application/json' }));
  const notJson = fc.constantFrom(
    {
      text: new URLSearchParams(
        Object.entries(valid).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
      contentType: 'application/x-www-form-urlencoded',
    },
    { text: JSON.stringify(valid), contentType: 'text/plain' },
    { text: JSON.stringify(valid), contentType: 'application/xml' },
  );
  return fc.oneof(
    { arbitrary: badField, weight: 5 },
    { arbitrary: unknownField, weight: 2 },
    { arbitrary: notObject, weight: 1 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: tooLarge, weight: 1 },
    { arbitrary: deepWhole, weight: 1 },
    { arbitrary: notJson, weight: 1 },
  );
}

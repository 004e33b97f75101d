import fc from 'fast-check';

/** Any JSON-ish value, including ones of the wrong type for every field. */
export const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);

/**
 * A body key that is not one of `allowed`: the resource's mass-assignment targets, names that shadow
 * Object.prototype (they once slipped past class-validator), or anything at all.
 */
export const unknownKey = (allowed: string[], massAssignmentTargets: string[]) =>
  fc
    .oneof(
      fc.constantFrom(...massAssignmentTargets),
      fc.constantFrom(
        'constructor',
        'toString',
        'valueOf',
        'hasOwnProperty',
        '__proto__',
        '__defineGetter__',
      ),
      fc.string({ minLength: 1, maxLength: 12 }),
    )
    .filter((key) => !allowed.includes(key));

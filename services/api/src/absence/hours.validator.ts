import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A finite number with at most two decimals (hours are stored as numeric(.., 2)). Not IsNumber's
 * maxDecimalPlaces: it throws on numbers JSON writes in exponent form (5e-324).
 */
export function IsHours(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      },
    },
    options,
  );
}

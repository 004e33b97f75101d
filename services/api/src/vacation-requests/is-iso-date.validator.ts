import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseIsoDate } from '@ferieplan/holidays';

/** A real calendar day written as 'YYYY-MM-DD' (the shared parser rejects 2026-02-30 and friends). */
export function IsIsoDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIsoDate',
      validator: { validate: (value: unknown) => typeof value === 'string' && parseIsoDate(value) !== null },
    },
    options,
  );
}

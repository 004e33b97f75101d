import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { serverPayroll } from '@ferieplan/texts';
import { isEmployeeNumber } from '@ferieplan/vacation-rules';

/**
 * An optional 'Ansattnummer' (issue 27): 1-10 digits, trimmed; '' or null clears it, left out keeps it.
 * Uniqueness in the organisation is the database's (ux_membership_employee_number, answered as 409).
 */
export function IsEmployeeNumber(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      pattern: '^[0-9]{1,10}$',
      description: "'Ansattnummer' in the payroll system; null or '' clears it",
    }),
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
    IsOptional(),
    ValidateBy({
      name: 'isEmployeeNumber',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isEmployeeNumber(value),
        defaultMessage: () => serverPayroll.employeeNumberInvalid,
      },
    }),
  ) as PropertyDecorator;
}

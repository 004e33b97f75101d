import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { serverPlanning } from '@ferieplan/texts';
import { isPlausibleBirthYear, MAX_BIRTH_YEAR_AGE, MIN_BIRTH_YEAR_AGE } from '@ferieplan/vacation-rules';
import { IsOptional, ValidateBy } from 'class-validator';

const bounds = () => {
  const year = new Date().getFullYear();
  return { min: year - MAX_BIRTH_YEAR_AGE, max: year - MIN_BIRTH_YEAR_AGE };
};

/**
 * An optional birth year (null clears it): a whole year for an age of 13-100 this year, checked
 * against today's year at each request (a long-running API crosses New Year).
 */
export function IsBirthYear(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      description: 'Gives the 60+ week (ferieloven § 5 (2))',
    }),
    IsOptional(),
    ValidateBy({
      name: 'isBirthYear',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && isPlausibleBirthYear(value, new Date().getFullYear()),
        defaultMessage: () => serverPlanning.birthYearInvalid(bounds().min, bounds().max),
      },
    }),
  ) as PropertyDecorator;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_NAME_LENGTH, MAX_YEARLY_DAYS, type UpdateEmployeeBody } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsCleanText } from '../../common/clean-text.validator.js';
import { Trim } from '../../common/transforms.js';
import { IsBirthYear } from './birth-year.js';
import { IsEmployeeNumber } from './employee-number.js';

/** The admin's employee edit. The e-mail is read-only: when sent it must equal the stored one. */
export class UpdateEmployeeDto implements UpdateEmployeeBody {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @Trim()
  @IsString({ message: serverCore.employeeNameRequired })
  @IsNotEmpty({ message: serverCore.employeeNameRequired })
  @MaxLength(MAX_NAME_LENGTH, { message: serverCore.fieldTooLong('Navn', MAX_NAME_LENGTH) })
  @IsCleanText('Navnet')
  name: string;

  @ApiPropertyOptional({ description: 'Skrivebeskyttet; må være lik den lagrede e-postadressen' })
  @IsOptional()
  @IsString({ message: serverCore.emailReadOnly })
  @MaxLength(320, { message: serverCore.emailReadOnly })
  email?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_YEARLY_DAYS })
  @IsOptional()
  @IsInt({ message: serverCore.yearlyDaysRange })
  @Min(0, { message: serverCore.yearlyDaysRange })
  @Max(MAX_YEARLY_DAYS, { message: serverCore.yearlyDaysRange })
  yearlyDays?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: serverCore.invalidField('isAdmin') })
  isAdmin?: boolean;

  @IsBirthYear()
  birthYear?: number | null;

  @IsEmployeeNumber()
  employeeNumber?: string | null;
}

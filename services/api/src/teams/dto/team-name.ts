import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { serverTeams } from '@ferieplan/texts';
import { IsCleanText } from '../../common/clean-text.validator.js';

const MAX_TEAM_NAME_LENGTH = 100;

/** A team name: text, trimmed, not blank, at most 100 characters. */
export function IsTeamName(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: MAX_TEAM_NAME_LENGTH }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: serverTeams.nameRequired }),
    IsNotEmpty({ message: serverTeams.nameRequired }),
    MaxLength(MAX_TEAM_NAME_LENGTH, { message: serverTeams.nameTooLong }),
    IsCleanText('Teamnavnet'),
  ) as PropertyDecorator;
}

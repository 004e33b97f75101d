import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_TEAM_NAME_LENGTH } from '@ferieplan/contracts';
import { serverTeams } from '@ferieplan/texts';
import { IsCleanText } from '../../common/clean-text.validator.js';

/** A team name: text, trimmed, not blank, at most MAX_TEAM_NAME_LENGTH characters. */
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

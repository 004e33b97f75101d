import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_TEAM_NAME_LENGTH, type EmployeeImportBody } from '@ferieplan/contracts';
import { serverImport } from '@ferieplan/texts';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCleanText } from '../common/clean-text.validator.js';

/** The file as base64 in JSON, and the unknown teams to create (issue 26). */
export class EmployeeImportDto implements EmployeeImportBody {
  @ApiProperty({ maxLength: 255, example: 'ansatte.csv' })
  @IsString({ message: serverImport.fileRequired })
  @MaxLength(255, { message: serverImport.fileRequired })
  @IsCleanText('Filnavnet')
  fileName!: string;

  @ApiProperty({ format: 'byte', description: 'The CSV or xlsx file, base64 (at most 1 MB and 5,000 rows)' })
  @IsString({ message: serverImport.fileRequired })
  @IsNotEmpty({ message: serverImport.fileRequired })
  content!: string;

  @ApiPropertyOptional({ type: [String], maxItems: 500 })
  @IsOptional()
  @IsArray({ message: serverImport.createTeamsInvalid })
  @ArrayMaxSize(500, { message: serverImport.createTeamsInvalid })
  @IsString({ each: true, message: serverImport.createTeamsInvalid })
  @MaxLength(MAX_TEAM_NAME_LENGTH, { each: true, message: serverImport.createTeamsInvalid })
  @IsCleanText('Teamnavnet', { each: true })
  createTeams?: string[];
}

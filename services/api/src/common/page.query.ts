import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { serverPaging } from '@ferieplan/texts';
import { MAX_PAGE_SIZE } from './pagination.js';

/** Query text to an integer; anything else is left for @IsInt to refuse. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/** `teamId`, `limit` and `cursor` of the organisation's long lists; without `limit` the whole list comes back. */
export class PageQuery {
  @ApiPropertyOptional({ description: "Only members of this team (the request's member for requests)" })
  @IsOptional()
  @IsUUID('all', { message: serverPaging.teamIdInvalid })
  teamId?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    description: 'Rows per page; the next page is in the Link header',
  })
  @IsOptional()
  @Transform(toInteger)
  @IsInt({ message: serverPaging.limitInvalid })
  @Min(1, { message: serverPaging.limitInvalid })
  @Max(MAX_PAGE_SIZE, { message: serverPaging.limitInvalid })
  limit?: number;

  @ApiPropertyOptional({ description: 'From the Link header of the previous page' })
  @IsOptional()
  @IsString({ message: serverPaging.cursorInvalid })
  @MaxLength(400, { message: serverPaging.cursorInvalid })
  cursor?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CalendarFeedScope, CreateCalendarFeedBody } from '@ferieplan/contracts';
import { serverPlanning, serverVacation } from '@ferieplan/texts';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';

const FEED_SCOPES: readonly CalendarFeedScope[] = ['member', 'organization', 'team'];

export class CreateCalendarFeedDto implements CreateCalendarFeedBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: serverVacation.organizationIdInvalid })
  organizationId!: string;

  @ApiProperty({
    enum: FEED_SCOPES,
    description: "'member': own vacation; 'organization'/'team': everyone's (admins)",
  })
  @IsIn(FEED_SCOPES, { message: serverPlanning.feedScopeInvalid })
  scope!: CalendarFeedScope;

  // A malformed id is not a team of the organisation: the service answers 404.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: "Required for scope 'team'",
  })
  @IsOptional()
  @IsString({ message: serverPlanning.feedTeamRequired })
  teamId?: string | null;
}

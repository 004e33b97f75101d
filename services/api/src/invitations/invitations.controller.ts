import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Invitation, InvitationLookup } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { CreateInvitationDto } from './dto/create-invitation.dto.js';
import { InvitationsService } from './invitations.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

@ApiTags('Invitations')
@Controller('Invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Admin: invitation with a client-generated 32-character token (spec's POST /api/Invitations). */
  @ApiBearerAuth()
  @ApiOutcome('Invitation', {
    errors: [403],
    summary: 'Invite a person by e-mail to the organisation (admins; counts against the Starter seat limit)',
  })
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateInvitationDto): Promise<Invitation> {
    return this.invitations.create(user.uid, body, body.token);
  }

  /** Public: a valid pending invitation by token, else 404 'Invitasjonen er ugyldig eller har utløpt'. */
  @Public()
  @ApiOutcome('InvitationLookup', {
    summary: 'Look up a pending invitation by its token (public: the sign-up page in invitation mode)',
  })
  @Get('lookup/:token')
  lookup(@Param('token') token: string): Promise<InvitationLookup> {
    return this.invitations.lookup(token);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Employee, Invitation } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AcceptInvitationDto } from './dto/accept-invitation.dto.js';
import { CreateUserInvitationDto } from './dto/create-user-invitation.dto.js';
import { InvitationsService } from './invitations.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { createUserInvitationExample, invitationExample } from '../openapi/examples.js';

@ApiTags('UserInvitations')
@ApiBearerAuth()
@Controller('UserInvitations')
export class UserInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Admin: waiting invitations (status Pending or Expired). */
  @ApiOutcome(['Invitation'], { errors: [403], summary: 'The invitations of an organisation (admins)' })
  @Get('organization/:organizationId')
  list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<Invitation[]> {
    return this.invitations.listForOrganization(user.uid, organizationId);
  }

  /** Invitations addressed to the caller's e-mail. */
  @ApiOutcome(['Invitation'], { summary: "The pending invitations to the caller's e-mail address" })
  @Get('mine')
  mine(@CurrentUser() user: AuthUser): Promise<Invitation[]> {
    return this.invitations.mine(user);
  }

  /** Admin: invite by e-mail; the server generates the token. Starter limit applies. */
  @ApiOutcome('Invitation', {
    errors: [403],
    example: invitationExample,
    requestExample: createUserInvitationExample,
    summary: 'Invite a person by e-mail (admins; Starter allows 2 users including pending invitations)',
  })
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateUserInvitationDto): Promise<Invitation> {
    return this.invitations.create(user.uid, body);
  }

  @ApiOutcome('Invitation', {
    errors: [403],
    summary: 'Send the invitation mail again with a new token and validity (admins)',
  })
  @Post(':id/resend')
  @HttpCode(200)
  resend(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Invitation> {
    return this.invitations.resend(user.uid, id);
  }

  @ApiOutcome(204, { errors: [403], summary: 'Cancel a pending invitation (admins)' })
  @Post(':id/cancel')
  @HttpCode(204)
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.invitations.cancel(user.uid, id);
  }

  /** The invitee accepts (verified e-mail, or the mailed token in the body): returns the new membership. */
  @ApiOutcome('Employee', {
    errors: [403, 410],
    summary: 'Accept an invitation: the caller becomes a member (410 when it has expired)',
  })
  @Post(':id/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: AcceptInvitationDto = {},
  ): Promise<Employee> {
    return this.invitations.accept(user, id, body?.token);
  }
}

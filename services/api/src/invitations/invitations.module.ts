import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invitation } from './invitation.entity.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsService } from './invitations.service.js';
import { UserInvitationsController } from './user-invitations.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Invitation])],
  controllers: [UserInvitationsController, InvitationsController],
  providers: [InvitationsService],
})
export class InvitationsModule {}

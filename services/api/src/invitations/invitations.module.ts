import { Module } from '@nestjs/common';
import { EmployeeImportModule } from '../employee-import/import.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';
import { UserInvitationsController } from './user-invitations.controller.js';

@Module({
  imports: [UsersModule, MailModule, EmployeeImportModule],
  controllers: [UserInvitationsController, InvitationsController],
  providers: [InvitationsService, InvitationsRepository],
})
export class InvitationsModule {}

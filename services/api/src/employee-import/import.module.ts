import { Module } from '@nestjs/common';
import { EmploymentRepository } from '../employment/employment.repository.js';
import { InvitationsRepository } from '../invitations/invitations.repository.js';
import { MailModule } from '../mail/mail.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { ImportController } from './import.controller.js';
import { ImportRepository } from './import.repository.js';
import { ImportService } from './import.service.js';

// Issue 26: 'Importer ansatte'. The invitations' and employment's repositories are reused as they are.
@Module({
  imports: [MailModule, TeamsModule],
  controllers: [ImportController],
  providers: [ImportService, ImportRepository, InvitationsRepository, EmploymentRepository],
  exports: [ImportRepository],
})
export class EmployeeImportModule {}

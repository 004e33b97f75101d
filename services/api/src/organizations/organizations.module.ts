import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ApprovalSettingsController } from './approval/approval-settings.controller.js';
import { ApprovalSettingsService } from './approval/approval-settings.service.js';
import { OrganizationsController } from './organizations.controller.js';
import { OrganizationsRepository } from './organizations.repository.js';
import { OrganizationsService } from './organizations.service.js';

@Module({
  imports: [UsersModule],
  controllers: [OrganizationsController, ApprovalSettingsController],
  providers: [OrganizationsService, OrganizationsRepository, ApprovalSettingsService],
})
export class OrganizationsModule {}

import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment/payment.module.js';
import { AccountController } from './account.controller.js';
import { AccountExportRepository } from './account-export.repository.js';
import { AccountService } from './account.service.js';
import { ErasureRepository } from './erasure.repository.js';
import { OrganizationDeletionController } from './organization-deletion.controller.js';
import { OrganizationDeletionService } from './organization-deletion.service.js';

/** Issue 17's privacy duties: a person's data export and account deletion, and deleting an organisation. */
@Module({
  // Deleting an organisation cancels its Stripe subscription.
  imports: [PaymentModule],
  controllers: [AccountController, OrganizationDeletionController],
  providers: [AccountService, AccountExportRepository, ErasureRepository, OrganizationDeletionService],
})
export class PrivacyModule {}

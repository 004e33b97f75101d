import { Global, Module } from '@nestjs/common';
import { AccessRepository } from './access.repository.js';
import { ApprovalRuleRepository } from './approval-rule.repository.js';
import { OrganizationAccessService } from './organization-access.service.js';

@Global()
@Module({
  providers: [AccessRepository, ApprovalRuleRepository, OrganizationAccessService],
  exports: [OrganizationAccessService, ApprovalRuleRepository],
})
export class AccessModule {}

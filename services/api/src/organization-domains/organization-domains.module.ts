import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { OrganizationDomainsController } from './organization-domains.controller.js';
import { OrganizationDomainsRepository } from './organization-domains.repository.js';
import { OrganizationDomainsService } from './organization-domains.service.js';
import { txtResolverProvider } from './txt-resolver.js';

/** Company sign-in: e-mail domains proven by DNS, and joining by them (issue 26). */
@Module({
  imports: [UsersModule],
  controllers: [OrganizationDomainsController],
  providers: [OrganizationDomainsService, OrganizationDomainsRepository, txtResolverProvider],
})
export class OrganizationDomainsModule {}

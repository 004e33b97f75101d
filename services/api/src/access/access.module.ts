import { Global, Module } from '@nestjs/common';
import { AccessRepository } from './access.repository.js';
import { OrganizationAccessService } from './organization-access.service.js';

@Global()
@Module({ providers: [AccessRepository, OrganizationAccessService], exports: [OrganizationAccessService] })
export class AccessModule {}

import { Global, Module } from '@nestjs/common';
import { OrganizationAccessService } from './organization-access.service.js';

@Global()
@Module({ providers: [OrganizationAccessService], exports: [OrganizationAccessService] })
export class AccessModule {}

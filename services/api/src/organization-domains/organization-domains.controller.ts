import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Employee, JoinableOrganization, OrganizationDomain } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { ClaimDomainDto } from './dto/claim-domain.dto.js';
import { UpdateDomainDto } from './dto/update-domain.dto.js';
import { OrganizationDomainsService } from './organization-domains.service.js';

const domainExample = {
  id: '6f1c2b1e-8d5a-4c1e-9a55-2b7f1f0c9e01',
  organizationId: '0b6f9c1a-3d2e-4f5a-8b7c-1d2e3f4a5b6c',
  domain: 'firma.no',
  verificationRecord: 'ferieplan-verification=Q2hhbmdlLW1lLXBsZWFzZQ',
  verifiedAt: null,
  joinEnabled: false,
};

// Signed-in people only: API keys never reach these routes (no @ApiKeyAllowed).
@ApiTags('OrganizationDomains')
@ApiBearerAuth()
@Controller('OrganizationDomains')
export class OrganizationDomainsController {
  constructor(private readonly domains: OrganizationDomainsService) {}

  @ApiOutcome(['OrganizationDomain'], {
    errors: [403],
    summary: "The organisation's claimed e-mail domains (admins)",
  })
  @Get('organization/:organizationId')
  list(
    @CurrentUser() user: AuthUser,
    @Param('organizationId') organizationId: string,
  ): Promise<OrganizationDomain[]> {
    return this.domains.list(user.uid, organizationId);
  }

  @ApiOutcome('OrganizationDomain', {
    errors: [403, 409],
    example: domainExample,
    requestExample: { organizationId: domainExample.organizationId, domain: 'firma.no' },
    summary:
      'Claim an e-mail domain (admins): answers the DNS TXT record that proves it. Public mail domains are refused',
  })
  @Post()
  claim(@CurrentUser() user: AuthUser, @Body() body: ClaimDomainDto): Promise<OrganizationDomain> {
    return this.domains.claim(user.uid, body.organizationId, body.domain);
  }

  @ApiOutcome('OrganizationDomain', {
    errors: [403, 409, 502],
    summary:
      'Look the TXT record up in DNS and mark the domain verified (409: record missing, or verified by another organisation)',
  })
  @Post(':id/verify')
  @HttpCode(200)
  verify(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<OrganizationDomain> {
    return this.domains.verify(user.uid, id);
  }

  @ApiOutcome('OrganizationDomain', {
    errors: [403, 409],
    summary: "Turn 'join by domain' on or off (admins; needs a verified domain)",
  })
  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateDomainDto,
  ): Promise<OrganizationDomain> {
    return this.domains.setJoinEnabled(user.uid, id, body.joinEnabled);
  }

  @ApiOutcome(204, { errors: [403], summary: 'Remove a claimed domain (admins)' })
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.domains.remove(user.uid, id);
  }

  @ApiOutcome(['JoinableOrganization'], {
    summary: "Organisations open to the caller's verified e-mail domain that the caller is not a member of",
  })
  @Get('joinable')
  joinable(@CurrentUser() user: AuthUser): Promise<JoinableOrganization[]> {
    return this.domains.joinable(user);
  }

  @ApiOutcome('Employee', {
    errors: [403, 409],
    summary:
      "Join an organisation open to the caller's verified e-mail domain (403: address unconfirmed, or the Starter limit)",
  })
  @Post('joinable/:organizationId/join')
  @HttpCode(200)
  join(@CurrentUser() user: AuthUser, @Param('organizationId') organizationId: string): Promise<Employee> {
    return this.domains.join(user, organizationId);
  }
}

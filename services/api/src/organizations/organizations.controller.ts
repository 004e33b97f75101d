import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { JoinedOrganization, Organization } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { CreateOrganizationDto } from './dto/create-organization.dto.js';
import { UpdateOrganizationDto } from './dto/update-organization.dto.js';
import { OrganizationsService } from './organizations.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';
import { createOrganizationExample, organizationExample } from '../openapi/examples.js';

@ApiTags('Organizations')
@ApiBearerAuth()
@Controller('Organizations')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  /** Organisations where the caller is an admin. */
  @ApiOutcome(['Organization'], { summary: "The caller's organisations" })
  @Get('my')
  my(@CurrentUser() user: AuthUser): Promise<Organization[]> {
    return this.organizations.administered(user.uid);
  }

  /** Organisations where the caller is a member without admin rights. */
  @ApiOutcome(['JoinedOrganization'], {
    summary: 'The organisations the caller is a member of (id and name)',
  })
  @Get('joined')
  joined(@CurrentUser() user: AuthUser): Promise<JoinedOrganization[]> {
    return this.organizations.joined(user.uid);
  }

  @ApiOutcome('Organization', { summary: 'One organisation (members)' })
  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<Organization> {
    return this.organizations.get(user.uid, id);
  }

  @ApiOutcome('Organization', {
    summary: 'Create an organisation; the caller becomes its first admin',
    example: organizationExample,
    requestExample: createOrganizationExample,
  })
  @Post()
  create(@CurrentUser() user: AuthUser, @Body() body: CreateOrganizationDto): Promise<Organization> {
    return this.organizations.create(user, body);
  }

  @ApiOutcome('Organization', {
    errors: [403],
    summary: "Change the organisation's name or organisation number (admins)",
  })
  @Put(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateOrganizationDto,
  ): Promise<Organization> {
    return this.organizations.rename(user.uid, id, body);
  }
}

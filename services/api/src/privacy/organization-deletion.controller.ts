import { Body, Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { DeleteOrganizationDto } from './dto/delete-organization.dto.js';
import { OrganizationDeletionService } from './organization-deletion.service.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

@ApiTags('Organizations')
@ApiBearerAuth()
@Controller('Organizations')
export class OrganizationDeletionController {
  constructor(private readonly deletion: OrganizationDeletionService) {}

  /** Admin: deletes the organisation and everything of it; body { name } must repeat its name. */
  @ApiOutcome(204, {
    errors: [403, 502],
    summary: 'Delete the organisation and its data (admins; confirm with its name; cancels the subscription)',
  })
  @Delete(':id')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: DeleteOrganizationDto,
  ): Promise<void> {
    await this.deletion.deleteByAdmin(user.uid, id, body.name);
  }
}

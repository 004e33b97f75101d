import { Body, Controller, Delete, Get, Header, HttpCode } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccountExport } from '@ferieplan/contracts';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { AccountService } from './account.service.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { ApiOutcome } from '../openapi/api-outcome.decorator.js';

/** The signed-in person's own account, across every organisation. */
@ApiTags('Users')
@ApiBearerAuth()
@Controller('Users/me')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /** Everything stored about the caller, as JSON (the right of access). */
  @ApiOutcome('AccountExport', {
    summary: 'Everything Ferieplan keeps about the caller (GDPR Art. 15/20), as JSON',
  })
  @Get('export')
  @Header('Cache-Control', 'no-store')
  export(@CurrentUser() user: AuthUser): Promise<AccountExport> {
    return this.account.export(user);
  }

  /** Deletes the caller's account; body { confirmation: 'SLETT' }. */
  @ApiOutcome(204, {
    errors: [502],
    summary: "Delete the caller's account and personal data (confirm with the e-mail address)",
  })
  @Delete()
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Body() body: DeleteAccountDto): Promise<void> {
    await this.account.delete(user, body.confirmation);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Pool } from 'pg';
import type { AccountExport } from '@ferieplan/contracts';
import { DELETE_ACCOUNT_WORD, serverPrivacy } from '@ferieplan/texts';
import { AuditRepository } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { IdentityAccounts } from '../auth/identity-accounts.js';
import { conflict, invalidInput, upstreamFailed } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { AccountExportRepository } from './account-export.repository.js';
import { ErasureRepository, type MembershipStanding } from './erasure.repository.js';
import { OrganizationDeletionService } from './organization-deletion.service.js';

/** Organisations the person is the only member of: they go with the account. */
const soleMemberOf = (standings: MembershipStanding[]) => standings.filter((s) => s.otherMembers === 0);

/** The person's own data (issue 17): download it all, and delete the account. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly pool: Pool,
    private readonly exports: AccountExportRepository,
    private readonly erasure: ErasureRepository,
    private readonly audit: AuditRepository,
    private readonly organizations: OrganizationDeletionService,
    private readonly identity: IdentityAccounts,
  ) {}

  async export(user: AuthUser): Promise<AccountExport> {
    const [
      memberships,
      vacationRequests,
      vacationTransfers,
      calendarFeeds,
      invitations,
      auditEntries,
      hourBankEntries,
    ] = await Promise.all([
      this.exports.memberships(user.uid),
      this.exports.vacationRequests(user.uid),
      this.exports.vacationTransfers(user.uid),
      this.exports.calendarFeeds(user.uid),
      this.exports.invitations(user.email),
      this.exports.auditEntries(user.uid, user.email),
      this.exports.hourBankEntries(user.uid),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: { uid: user.uid, email: user.email, name: user.name },
      memberships,
      vacationRequests,
      hourBankEntries,
      vacationTransfers,
      calendarFeeds,
      invitations,
      auditEntries,
    };
  }

  /**
   * Refused while the person is the last admin of an organisation that has other members. Otherwise:
   * subscriptions of organisations they are the only member of are cancelled, then in one transaction
   * those organisations, their memberships (with requests, transfers, feeds) and the invitations to
   * their address are deleted and the audit log forgets their names; last, the sign-in account.
   * Running it again after a failed last step finishes the job.
   */
  async delete(user: AuthUser, confirmation: string): Promise<void> {
    if (confirmation.trim() !== DELETE_ACCOUNT_WORD) {
      throw invalidInput(serverPrivacy.accountConfirmation, {
        confirmation: [serverPrivacy.accountConfirmation],
      });
    }
    const before = await this.erasure.standings(user.uid);
    this.refuseLastAdmin(before);
    for (const organization of soleMemberOf(before)) {
      await this.organizations.cancelSubscription(organization.stripeSubscriptionId);
    }
    await runInTransaction(this.pool, async (tx) => {
      await this.erasure.lockOrganizationsOf(user.uid, tx);
      const standings = await this.erasure.standings(user.uid, tx);
      this.refuseLastAdmin(standings);
      await this.eraseRows(user, standings, tx);
    });
    if (!(await this.identity.delete(user.uid))) throw upstreamFailed(serverPrivacy.identityDeleteFailed);
    this.logger.log(`Account ${user.uid} deleted by its owner`);
  }

  private refuseLastAdmin(standings: MembershipStanding[]): void {
    const stranded = standings.find((s) => s.isAdmin && s.otherAdmins === 0 && s.otherMembers > 0);
    if (stranded) throw conflict(serverPrivacy.lastAdmin(stranded.organizationName));
  }

  private async eraseRows(user: AuthUser, standings: MembershipStanding[], tx: Transaction): Promise<void> {
    for (const organization of soleMemberOf(standings)) {
      await this.organizations.deleteLocked(organization.organizationId, tx);
    }
    await this.erasure.deleteMemberships(user.uid, tx);
    if (user.email) await this.erasure.deleteInvitationsTo(user.email, tx);
    await this.audit.pseudonymisePerson(user.uid, user.email, tx);
  }
}

import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { AbsenceKindSetting, AbsenceKindSettings } from '@ferieplan/contracts';
import { absenceErrors, absenceFieldErrors, server, serverPlanning } from '@ferieplan/texts';
import { ABSENCE_KIND_RULES, isOfferedAbsenceKind } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { forbidden, invalidInput, notFound } from '../common/domain-error.js';
import type { Transaction } from '../database/sql.js';
import { runInTransaction } from '../database/transaction.js';
import { AbsenceKindSettingsRepository, type StoredKindSetting } from './absence-kind-settings.repository.js';
import { effectiveKindSettings } from './kind-settings.js';

/** Which kinds an organisation uses and which need approval (Innstillinger; issue 24). */
@Injectable()
export class AbsenceKindsService {
  constructor(
    private readonly pool: Pool,
    private readonly access: OrganizationAccessService,
    private readonly repository: AbsenceKindSettingsRepository,
  ) {}

  /** The effective setting of every offered kind (after the plan). */
  async settings(organizationId: string, tx?: Transaction): Promise<AbsenceKindSetting[]> {
    const read = await this.repository.read(organizationId, tx);
    if (!read) throw notFound(server.organizationNotFound);
    return effectiveKindSettings(read.plan, read.stored);
  }

  /** Any member: the request form offers the enabled kinds. */
  async get(uid: string, organizationId: string): Promise<AbsenceKindSettings> {
    await this.access.requireMember(uid, organizationId);
    return { organizationId, kinds: await this.settings(organizationId) };
  }

  /**
   * Admins. Ferie stays on and needing approval (400 otherwise); turning on a Pro-only kind on Starter
   * is refused with the upgrade message (403). Kinds left out of the body keep their setting.
   */
  async update(
    uid: string,
    organizationId: string,
    changes: readonly StoredKindSetting[],
  ): Promise<AbsenceKindSettings> {
    const kinds = await runInTransaction(this.pool, async (tx) => {
      await this.access.requireAdmin(uid, organizationId, tx);
      const read = await this.repository.read(organizationId, tx);
      if (!read) throw notFound(server.organizationNotFound);
      const isPro = read.plan.toLowerCase() === 'pro';
      if (new Set(changes.map((change) => change.kind)).size !== changes.length)
        throw invalidInput(absenceErrors.kindRepeated, { kinds: [absenceErrors.kindRepeated] });
      for (const change of changes) {
        if (!isOfferedAbsenceKind(change.kind))
          throw invalidInput(absenceFieldErrors.kindNotOffered, {
            kind: [absenceFieldErrors.kindNotOffered],
          });
        const rules = ABSENCE_KIND_RULES[change.kind];
        if ((rules.alwaysEnabled && !change.enabled) || (rules.alwaysNeedsApproval && !change.needsApproval))
          throw invalidInput(absenceErrors.ferieAlwaysOn, { kinds: [absenceErrors.ferieAlwaysOn] });
        if (rules.proOnly && change.enabled && !isPro) throw forbidden(serverPlanning.proRequired);
      }
      await this.repository.save(organizationId, changes, tx);
      return effectiveKindSettings(read.plan, [
        ...read.stored.filter((stored) => !changes.some((change) => change.kind === stored.kind)),
        ...changes,
      ]);
    });
    return { organizationId, kinds };
  }
}

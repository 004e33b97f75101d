import { Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import {
  AuditKind,
  type AbsenceKindSetting,
  type AbsenceKindSettings,
  type AuditAbsenceKindChange,
} from '@ferieplan/contracts';
import {
  absenceErrors,
  absenceFieldErrors,
  server,
  serverPlanning,
  sickChildErrors,
  sickLeaveErrors,
} from '@ferieplan/texts';
import { ABSENCE_KIND_RULES, isOfferedAbsenceKind, isProPlan } from '@ferieplan/vacation-rules';
import { OrganizationAccessService } from '../access/organization-access.service.js';
import { AuditLog } from '../audit/audit-log.js';
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
    private readonly audit: AuditLog,
  ) {}

  /** The effective setting of every offered kind (after the plan). */
  async settings(organizationId: string, tx?: Transaction): Promise<AbsenceKindSetting[]> {
    const read = await this.read(organizationId, tx);
    if (!read) throw notFound(server.organizationNotFound);
    return effectiveKindSettings(read.plan, read.stored);
  }

  /** The organisation's plan and its stored choices; null when the organisation does not exist. */
  private async read(
    organizationId: string,
    tx?: Transaction,
  ): Promise<{ plan: string; stored: StoredKindSetting[] } | null> {
    const plan = await this.access.planOf(organizationId, tx);
    if (plan === null) return null;
    return { plan, stored: await this.repository.stored(organizationId, tx) };
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
      const admin = await this.access.requireAdmin(uid, organizationId, tx);
      const read = await this.read(organizationId, tx);
      if (!read) throw notFound(server.organizationNotFound);
      const isPro = isProPlan(read.plan);
      if (new Set(changes.map((change) => change.kind)).size !== changes.length)
        throw invalidInput(absenceErrors.kindRepeated, { kinds: [absenceErrors.kindRepeated] });
      for (const change of changes) {
        if (!isOfferedAbsenceKind(change.kind))
          throw invalidInput(absenceFieldErrors.kindNotOffered, {
            kind: [absenceFieldErrors.kindNotOffered],
          });
        const rules = ABSENCE_KIND_RULES[change.kind];
        // Egenmelding and Sykmelding: the law's duties, always on and never waiting for approval.
        if (rules.ownScreen && (!change.enabled || change.needsApproval))
          throw invalidInput(sickLeaveErrors.kindsFixed, { kinds: [sickLeaveErrors.kindsFixed] });
        if ((rules.alwaysEnabled && !change.enabled) || (rules.alwaysNeedsApproval && !change.needsApproval))
          throw invalidInput(absenceErrors.ferieAlwaysOn, { kinds: [absenceErrors.ferieAlwaysOn] });
        if (rules.neverNeedsApproval && change.needsApproval)
          throw invalidInput(sickChildErrors.approvalNotAllowed, {
            kinds: [sickChildErrors.approvalNotAllowed],
          });
        if (rules.proOnly && change.enabled && !isPro) throw forbidden(serverPlanning.proRequired);
      }
      await this.repository.save(organizationId, changes, tx);
      const before = effectiveKindSettings(read.plan, read.stored);
      const after = effectiveKindSettings(read.plan, [
        ...read.stored.filter((stored) => !changes.some((change) => change.kind === stored.kind)),
        ...changes,
      ]);
      const changed = changedKinds(before, after);
      if (changed.length > 0)
        await this.audit.record(
          {
            organizationId,
            kind: AuditKind.AbsenceKindsChanged,
            actor: admin.id,
            targetId: organizationId,
            details: { changes: changed },
          },
          tx,
        );
      return after;
    });
    return { organizationId, kinds };
  }
}

/** The kinds whose effective setting differs (what the log names); a PUT that changes nothing logs nothing. */
function changedKinds(
  before: readonly AbsenceKindSetting[],
  after: readonly AbsenceKindSetting[],
): AuditAbsenceKindChange[] {
  return after.flatMap((next) => {
    const previous = before.find((setting) => setting.kind === next.kind);
    if (!previous) return [];
    if (previous.enabled === next.enabled && previous.needsApproval === next.needsApproval) return [];
    return [
      {
        kind: next.kind,
        before: { enabled: previous.enabled, needsApproval: previous.needsApproval },
        after: { enabled: next.enabled, needsApproval: next.needsApproval },
      },
    ];
  });
}

import { Injectable } from '@nestjs/common';
import type { AbsenceKind } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** A stored choice of table absence_kind_setting; kinds without a row take their defaults. */
export interface StoredKindSetting {
  kind: AbsenceKind;
  enabled: boolean;
  needsApproval: boolean;
}

/** Table absence_kind_setting (the plan the settings depend on: OrganizationAccessService.planOf). */
@Injectable()
export class AbsenceKindSettingsRepository extends SqlRepository {
  /** The organisation's stored choices. */
  stored(organizationId: string, tx?: Transaction): Promise<StoredKindSetting[]> {
    return this.rows<StoredKindSetting>(
      `SELECT kind, enabled, needs_approval AS "needsApproval"
         FROM absence_kind_setting WHERE organization_id = $1`,
      [organizationId],
      tx,
    );
  }

  async save(organizationId: string, settings: readonly StoredKindSetting[], tx: Transaction): Promise<void> {
    await this.write(
      `INSERT INTO absence_kind_setting (organization_id, kind, enabled, needs_approval)
       SELECT $1, s.kind, s.enabled, s.needs_approval
         FROM unnest($2::text[], $3::boolean[], $4::boolean[]) AS s(kind, enabled, needs_approval)
       ON CONFLICT (organization_id, kind)
       DO UPDATE SET enabled = excluded.enabled, needs_approval = excluded.needs_approval, updated_at = now()`,
      [
        organizationId,
        settings.map((s) => s.kind),
        settings.map((s) => s.enabled),
        settings.map((s) => s.needsApproval),
      ],
      tx,
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { AbsenceKind } from '@ferieplan/contracts';
import { SqlRepository, type Transaction } from '../database/sql.js';

/** A stored choice of table absence_kind_setting; kinds without a row take their defaults. */
export interface StoredKindSetting {
  kind: AbsenceKind;
  enabled: boolean;
  needsApproval: boolean;
}

/** Table absence_kind_setting and the organisation's plan the settings depend on. */
@Injectable()
export class AbsenceKindSettingsRepository extends SqlRepository {
  /** The organisation's plan and its stored choices; null when the organisation does not exist. */
  async read(
    organizationId: string,
    tx?: Transaction,
  ): Promise<{ plan: string; stored: StoredKindSetting[] } | null> {
    const organization = await this.one<{ plan: string }>(
      'SELECT plan FROM organization WHERE id = $1',
      [organizationId],
      tx,
    );
    if (!organization) return null;
    const stored = await this.rows<StoredKindSetting>(
      `SELECT kind, enabled, needs_approval AS "needsApproval"
         FROM absence_kind_setting WHERE organization_id = $1`,
      [organizationId],
      tx,
    );
    return { plan: organization.plan, stored };
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

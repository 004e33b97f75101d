import { STARTER_MAX_USERS } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/api-exception.js';

/**
 * Starter plan: members + pending (unexpired) invitations must be below STARTER_MAX_USERS before
 * a new invitation. Must run inside the transaction that holds `SELECT ... FOR UPDATE` on the
 * organisation row (lockOrganization), so parallel requests and API instances queue up behind it.
 */
export async function assertSeatAvailable(
  manager: EntityManager,
  organization: { id: string; plan: string },
  excludeInvitationId: string | null = null,
): Promise<void> {
  if (organization.plan.toLowerCase() === 'pro') return;
  const [{ used }]: { used: string }[] = await manager.query(
    `SELECT (SELECT count(*) FROM membership WHERE organization_id = $1)
          + (SELECT count(*) FROM invitation
              WHERE organization_id = $1 AND status = 'Pending' AND expires_at > now()
                AND ($2::uuid IS NULL OR id <> $2::uuid)) AS used`,
    [organization.id, excludeInvitationId],
  );
  if (Number(used) >= STARTER_MAX_USERS) throw new ApiException(403, server.starterLimit);
}

/** Locks the organisation row for the rest of the transaction and returns its name and plan. */
export async function lockOrganization(
  manager: EntityManager,
  organizationId: string,
): Promise<{ id: string; name: string; plan: string } | null> {
  const rows: { id: string; name: string; plan: string }[] = await manager.query(
    'SELECT id, name, plan FROM organization WHERE id = $1 FOR UPDATE',
    [organizationId],
  );
  return rows[0] ?? null;
}

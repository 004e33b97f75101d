import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { dataSourceOf } from './harness.js';

// Direct SQL fixtures for the planning tests (requests in any status, teams with a minimum).

export async function addRequest(
  app: NestFastifyApplication,
  organizationId: string,
  membershipId: string,
  startDate: string,
  endDate: string,
  status: 'Pending' | 'Approved' | 'Rejected' = 'Pending',
  createdAt?: string,
): Promise<string> {
  const [row] = await dataSourceOf(app).query(
    `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, created_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now())) RETURNING id`,
    [organizationId, membershipId, startDate, endDate, status, createdAt ?? null],
  );
  return row.id;
}

/** A team holding the given members, with an optional 'Minst {n} på jobb'. */
export async function addTeam(
  app: NestFastifyApplication,
  organizationId: string,
  membershipIds: string[],
  minimumStaffing: number | null = null,
  name = `Team ${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const dataSource = dataSourceOf(app);
  const [team] = await dataSource.query(
    'INSERT INTO team (organization_id, name, minimum_staffing) VALUES ($1, $2, $3) RETURNING id',
    [organizationId, name, minimumStaffing],
  );
  await dataSource.query('UPDATE membership SET team_id = $1 WHERE id = ANY($2::uuid[])', [
    team.id,
    membershipIds,
  ]);
  return team.id;
}

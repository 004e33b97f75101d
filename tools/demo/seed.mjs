// Writes the demo organisation (plan.mjs) to a migrated Ferieplan database in ONE transaction: all of it or
// nothing. It exists once: a second run finds the organisation (fixed id) and writes nothing, and two runs at
// once queue on an advisory lock. The rows are those the API writes (requests stamped with the pattern they
// are counted with, Avspasering drawn from the hour bank), so balances, reports and staffing read them as theirs.
import { randomUUID } from 'node:crypto';
import { buildDemoPlan } from './plan.mjs';
import { DEMO_ORGANIZATION } from './people.mjs';

/** Any fixed number; it names the lock, nothing else. */
const DEMO_LOCK = 26_000_026;
const PRO_KINDS = [
  'Avspasering',
  'Velferdspermisjon',
  'PermisjonUtenLonn',
  'Foreldrepermisjon',
  'Annet',
  'SyktBarn',
];

/**
 * Rows into `table`, one statement: the columns are the rows' keys (snake_case; every row has the same), the
 * table's other columns take their defaults.
 */
async function insertRows(client, table, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Seeds the demo on a connected pg client (a migrated database). Returns whether it wrote anything and the
 * organisation's id.
 * @param {import('pg').Client} client
 * @param {{ today?: string }} [options]  the day the year of absences ends (default: today, UTC)
 */
export async function seedDemo(client, options = {}) {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    const { rowCount } = await client.query('SELECT 1 FROM organization WHERE id = $1', [
      DEMO_ORGANIZATION.id,
    ]);
    if (rowCount) {
      await client.query('ROLLBACK');
      return { created: false, organizationId: DEMO_ORGANIZATION.id };
    }
    await writePlan(client, buildDemoPlan(today));
    await client.query('COMMIT');
    return { created: true, organizationId: DEMO_ORGANIZATION.id };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A new id for each item, by its key. */
const newIds = (items, key) => new Map(items.map((item) => [key(item), randomUUID()]));

async function writePlan(client, plan) {
  const organizationId = plan.organization.id;
  const ofOrganization = (rows, extra) =>
    rows.map((row) => ({ ...row, ...extra(row), organization_id: organizationId }));
  await insertRows(client, 'organization', [
    {
      id: organizationId,
      name: plan.organization.name,
      plan: 'Pro',
      created_at: plan.organization.createdAt,
    },
  ]);
  const teamIds = newIds(plan.teams, (team) => team.name);
  const teams = plan.teams.map(({ name, minimumStaffing }) => ({ name, minimum_staffing: minimumStaffing }));
  await insertRows(
    client,
    'team',
    ofOrganization(teams, (team) => ({ id: teamIds.get(team.name) })),
  );
  const membershipIds = newIds([plan.admin, ...plan.members], (person) => person.uid);
  const membership = (person, extra) => ({
    id: membershipIds.get(person.uid),
    organization_id: organizationId,
    user_uid: person.uid,
    name: person.name,
    email: person.email,
    created_at: person.createdAt,
    employed_from: person.employedFrom,
    ...extra,
  });
  await insertRows(client, 'membership', [
    membership(plan.admin, {
      is_admin: true,
      team_id: null,
      employed_until: null,
      birth_year: plan.admin.birthYear,
      employee_number: plan.admin.employeeNumber,
      children_under_12: null,
      sole_care: false,
    }),
    ...plan.members.map((member) =>
      membership(member, {
        is_admin: false,
        team_id: teamIds.get(member.team),
        employed_until: member.employedUntil,
        birth_year: member.birthYear,
        employee_number: member.employeeNumber,
        children_under_12: member.childrenUnder12,
        sole_care: member.soleCare,
      }),
    ),
  ]);
  await insertRows(
    client,
    'work_pattern',
    plan.members
      .filter((member) => member.weekdays !== 0b0011111)
      .map((member) => ({
        membership_id: membershipIds.get(member.uid),
        valid_from: member.employedFrom,
        weekdays: member.weekdays,
      })),
  );
  await insertRows(
    client,
    'absence_kind_setting',
    PRO_KINDS.map((kind) => ({ organization_id: organizationId, kind, enabled: true, needs_approval: true })),
  );

  const requestIds = newIds(plan.requests, (request) => request.key);
  await insertRows(
    client,
    'vacation_request',
    plan.requests.map((r) => ({
      id: requestIds.get(r.key),
      organization_id: organizationId,
      membership_id: membershipIds.get(r.uid),
      start_date: r.startDate,
      end_date: r.endDate,
      description: r.description ?? null,
      status: r.status,
      created_at: r.createdAt,
      approved_at: r.approvedAt,
      decided_by_uid: r.decided ? plan.admin.uid : null,
      kind: r.kind,
      half_day_start: r.halfDayStart ?? null,
      half_day_end: null,
      hours: r.hours ?? null,
      percentage: r.percentage ?? null,
      weekdays: r.weekdays,
    })),
  );
  await insertRows(
    client,
    'hour_bank_entry',
    plan.hourBank.map((entry) => ({
      organization_id: organizationId,
      membership_id: membershipIds.get(entry.uid),
      hours: entry.hours,
      date: entry.date,
      note: entry.note,
      created_by: entry.requestKey ? null : membershipIds.get(plan.admin.uid),
      request_id: entry.requestKey ? requestIds.get(entry.requestKey) : null,
    })),
  );
  await insertRows(
    client,
    'vacation_transfer',
    plan.transfers.map((transfer) => ({
      membership_id: membershipIds.get(transfer.uid),
      from_year: transfer.fromYear,
      organization_id: organizationId,
      days: transfer.days,
      decided_by_uid: plan.admin.uid,
    })),
  );
}

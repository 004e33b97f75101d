import { seedRequest } from '../factories.js';
import { dataSourceOf } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of syk i ferien (ferieloven § 9, issue 25): health data. A member reads and asks
// for their own only; the organisation's claims and the decisions are its admins' (a member 403, anyone
// outside 404). API keys: refused (not in api-key-routes.ts).

/** An approved ferie of the person with a 100 % sykmelding on one of its days (SQL). */
async function seedSickInFerie(ctx: MatrixContext, membershipId: string) {
  const vacationRequestId = await seedRequest(ctx.app, membershipId, {
    startDate: '2026-07-06',
    endDate: '2026-07-10',
    status: 'Approved',
  });
  const sickRequestId = await seedRequest(ctx.app, membershipId, {
    startDate: '2026-07-08',
    kind: 'Sykmelding',
    status: 'Approved',
  });
  return { vacationRequestId, sickRequestId };
}

/** A waiting claim of the member on those days. */
async function seedClaim(ctx: MatrixContext): Promise<string> {
  const { vacationRequestId, sickRequestId } = await seedSickInFerie(ctx, ctx.memberMembershipId);
  const rows = (await dataSourceOf(ctx.app).query(
    `INSERT INTO sick_vacation_return (organization_id, membership_id, sick_request_id, vacation_request_id,
                                       start_date, end_date, days)
     VALUES ($1, $2, $3, $4, '2026-07-08', '2026-07-08', 1) RETURNING id`,
    [ctx.org.id, ctx.memberMembershipId, sickRequestId, vacationRequestId],
  )) as { id: string }[];
  return rows[0]!.id;
}

const entries: RouteAuthz[] = [
  route('GET', '/api/SickLeave/organization/:organizationId/me/vacation-returns', 'member', 200),
  route('POST', '/api/SickLeave/organization/:organizationId/me/vacation-returns', 'member', 201, {
    // The caller's own ferie and sykmelding (an admin asks for their own as a member does).
    request: async (ctx, caller) => ({
      payload: await seedSickInFerie(
        ctx,
        caller === 'admin' ? ctx.adminMembershipId : ctx.memberMembershipId,
      ),
    }),
  }),
  route('GET', '/api/SickLeave/organization/:organizationId/vacation-returns', 'admin', 200),
  route('PUT', '/api/SickLeave/organization/:organizationId/vacation-returns/:id/decision', 'admin', 200, {
    request: async (ctx) => ({
      url: `/api/SickLeave/organization/${ctx.org.id}/vacation-returns/${await seedClaim(ctx)}/decision`,
      payload: { approve: false },
    }),
  }),
];

// Withdrawing a sick absence registered by mistake: the person (within 24 hours) or an admin; a
// colleague gets 404 like anyone outside (the registration's existence is health data).
entries.push(
  route('DELETE', '/api/SickLeave/organization/:organizationId/registrations/:id', 'member', 204, {
    request: async (ctx) => {
      const id = await seedRequest(ctx.app, ctx.memberMembershipId, {
        startDate: '2026-03-02',
        kind: 'Egenmelding',
        status: 'Approved',
      });
      return { url: `/api/SickLeave/organization/${ctx.org.id}/registrations/${id}` };
    },
  }),
);

export default entries;

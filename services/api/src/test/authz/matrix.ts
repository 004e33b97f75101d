import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { seedOrganization } from '../factories.js';
import type { TestUser } from '../harness.js';
import type { MatrixContext, RouteAuthz } from './authz-types.js';

/** Every route's entry: the tables beside this file, one per API module (`<module>.authz.ts`, default export). */
export const AUTHZ_TABLE: RouteAuthz[] = Object.values(
  import.meta.glob<{ default: RouteAuthz[] }>('./*.authz.ts', { eager: true }),
).flatMap((table) => table.default);

/** A fresh organisation of the plan with `admin` and `member` in it: what the tables' requests are built from. */
export async function matrixContext(
  app: NestFastifyApplication,
  people: { admin: TestUser; member: TestUser; outsider: TestUser },
  plan: 'Starter' | 'Pro',
): Promise<MatrixContext> {
  const org = await seedOrganization(app, { admins: [people.admin], members: [people.member], plan });
  return {
    app,
    org,
    ...people,
    adminMembershipId: org.membershipIds[people.admin.uid],
    memberMembershipId: org.membershipIds[people.member.uid],
  };
}

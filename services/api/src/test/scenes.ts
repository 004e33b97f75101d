import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AbsenceKind, Plan } from '@ferieplan/contracts';
import { seedAbsenceKinds, seedOrganization, type SeededOrganization } from './factories.js';
import { createApp, signUpMany, type TestUser } from './harness.js';

// The casts most feature specs start from, made in one call (the spec still closes `app` in afterAll).

export interface OrganizationCast {
  /** The organisation's admin. */
  admin: TestUser;
  /** Its other members, as many as asked for. */
  members: TestUser[];
  org: SeededOrganization;
}

type CastOptions = { members?: number; plan?: Plan };

/** New people and their organisation (Pro unless told): an admin and `members` other members (1 unless told). */
export async function seedOrganizationCast(
  app: NestFastifyApplication,
  options: CastOptions = {},
): Promise<OrganizationCast> {
  const [admin, ...members] = await signUpMany(1 + (options.members ?? 1));
  const org = await seedOrganization(app, { admins: [admin], members, plan: options.plan ?? 'Pro' });
  return { admin, members, org };
}

export interface OrganizationScene extends OrganizationCast {
  app: NestFastifyApplication;
}

/** A running API and one organisation cast in it (see seedOrganizationCast). */
export async function startOrganizationScene(options: CastOptions = {}): Promise<OrganizationScene> {
  return withApp(async (app) => ({ app, ...(await seedOrganizationCast(app, options)) }));
}

export interface ProAndStarterScene {
  app: NestFastifyApplication;
  /** Admin and member of the Pro organisation. */
  admin: TestUser;
  member: TestUser;
  pro: SeededOrganization;
  /** Admin and member of the Starter organisation: what the Pro features refuse. */
  starterAdmin: TestUser;
  starterMember: TestUser;
  starter: SeededOrganization;
}

/**
 * A running API with a Pro and a Starter organisation, each with an admin and a member; `proKinds` are
 * the absence kinds the Pro organisation has turned on (beside Ferie).
 */
export async function startProAndStarterScene(
  options: { proKinds?: AbsenceKind[] } = {},
): Promise<ProAndStarterScene> {
  return withApp(async (app) => {
    const [admin, member, starterAdmin, starterMember] = await signUpMany(4);
    const pro = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const starter = await seedOrganization(app, { admins: [starterAdmin], members: [starterMember] });
    await seedAbsenceKinds(
      app,
      pro.id,
      (options.proKinds ?? []).map((kind) => ({ kind })),
    );
    return { app, admin, member, pro, starterAdmin, starterMember, starter };
  });
}

/** Starts the app and casts the scene; a failed cast closes the app, which the spec would never get. */
async function withApp<Scene>(cast: (app: NestFastifyApplication) => Promise<Scene>): Promise<Scene> {
  const app = await createApp();
  try {
    return await cast(app);
  } catch (error) {
    await app.close();
    throw error;
  }
}

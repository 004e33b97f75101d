// `npm run demo` / `npm start -- --demo`: after the product has started, the demo organisation (once) and
// its Auth emulator accounts (each start), then how to sign in.
import pg from 'pg';
import { DEMO_PROJECT_ID } from '../kit/auth-emulator.mjs';
import { ensureDemoAccounts } from './accounts.mjs';
import { DEMO_ADMIN, DEMO_EMPLOYEES, DEMO_ORGANIZATION, DEMO_PASSWORD } from './people.mjs';
import { seedDemo } from './seed.mjs';

/**
 * @param {{ databaseUrl: string, authEmulatorUrl: string, log: (line: string) => void }} system
 *   authEmulatorUrl '' with a real Firebase project (no demo accounts then)
 */
export async function startDemo({ databaseUrl, authEmulatorUrl, log }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seeded = await seedDemo(client).finally(() => client.end());
  log(
    seeded.created
      ? `  Demo:           ${DEMO_ORGANIZATION.name} er lagt inn (Pro, ${DEMO_EMPLOYEES.length} ansatte i 4 team, et år med fravær)`
      : `  Demo:           ${DEMO_ORGANIZATION.name} finnes allerede; ingenting er lagt inn på nytt`,
  );
  if (!authEmulatorUrl) {
    log(
      '  Demokontoene finnes bare i Auth-emulatoren: med et ekte Firebase-prosjekt kan ingen logge inn i demoen.',
    );
    return;
  }
  await ensureDemoAccounts(authEmulatorUrl, DEMO_PROJECT_ID);
  log(`  Logg inn som administrator: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`);
  log(`  Logg inn som ansatt:        ${DEMO_EMPLOYEES[0].email} / ${DEMO_PASSWORD}`);
  log(
    `  (alle ${DEMO_EMPLOYEES.length} ansatte har passordet ${DEMO_PASSWORD}; e-postene står under Ansatte)`,
  );
}

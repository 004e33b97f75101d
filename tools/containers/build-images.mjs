// Builds the deployable images with podman: the API and one image per web app.
//   node tools/containers/build-images.mjs [--tag T] [--context DIR] [api] [shell landing employee admin staffing]
// Without a registry (this project's machines) the base images are local stand-ins made by
// make-base-images.sh and passed explicitly as NODE_IMAGE/NGINX_IMAGE; with STAND_IN=0 the Dockerfiles'
// defaults (the official images) are used. Prints each image's build time and size.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../kit/root.mjs';
import { CONTAINERS_CONF, imageSize, podman } from './podman.mjs';

export const WEB_APPS = ['shell', 'landing', 'employee', 'admin', 'staffing'];

/** Runs make-base-images.sh and returns { NODE_IMAGE, NGINX_IMAGE }. */
export function standInBaseImages({ log = console.log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [join(import.meta.dirname, 'make-base-images.sh')], {
      env: { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF || CONTAINERS_CONF },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) =>
      String(chunk)
        .split('\n')
        .filter(Boolean)
        .forEach((line) => log(line)),
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`make-base-images.sh failed (${code})`));
      resolve(
        Object.fromEntries(
          stdout
            .trim()
            .split('\n')
            .map((line) => line.split('=')),
        ),
      );
    });
  });
}

/** Image name of a deployable: ferieplan-api, ferieplan-shell, ferieplan-admin, ... */
export const imageName = (unit, tag) => `localhost/ferieplan-${unit}:${tag}`;

/**
 * Builds one image. `unit` is 'api' or a web app. Layers are reused between builds (the dependency
 * install of the web apps is one layer for all five).
 * @param {{ unit: string, tag: string, baseImages?: Record<string,string>, context?: string, log?: (line: string) => void }} options
 */
export async function buildImage({ unit, tag, baseImages = {}, context = ROOT, log = console.log }) {
  const started = Date.now();
  const dockerfile = join(ROOT, 'docker', unit === 'api' ? 'api.Dockerfile' : 'web.Dockerfile');
  const args = [
    'build',
    '--network',
    'host',
    '--format',
    'docker',
    '-f',
    dockerfile,
    '-t',
    imageName(unit, tag),
  ];
  for (const [name, value] of Object.entries(baseImages)) args.push('--build-arg', `${name}=${value}`);
  if (unit !== 'api') args.push('--build-arg', `APP=${unit}`);
  args.push(context);
  await podman(args, { log: (line) => log(`[${unit}] ${line}`) });
  const size = await imageSize(imageName(unit, tag));
  const seconds = (Date.now() - started) / 1000;
  log(`${imageName(unit, tag)}: ${seconds.toFixed(0)} s, ${(size / 1e6).toFixed(0)} MB`);
  return { unit, image: imageName(unit, tag), seconds, size };
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv.splice(index, 2)[1] : fallback;
  };
  const tag = option('--tag', 'local');
  const context = option('--context', ROOT);
  const units = argv.length ? argv : ['api', ...WEB_APPS];
  const baseImages = process.env.STAND_IN === '0' ? {} : await standInBaseImages();
  for (const unit of units) await buildImage({ unit, tag, baseImages, context });
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

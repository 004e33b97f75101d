// The node options the API's image runs its bundle with (docker/api.Dockerfile's CMD), read from the
// Dockerfile itself so the benches and `npm start` run the API as production does and cannot drift from it
// (a bench without the image's --max-semi-space-size measured ~3x the garbage collection production pays).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './root.mjs';

const DOCKERFILE = join(ROOT, 'docker', 'api.Dockerfile');

/**
 * The options between `node` and the bundle in the last exec-form CMD of `dockerfile` (its text).
 * @param {string} dockerfile
 * @returns {string[]}
 */
export function nodeOptionsOfCmd(dockerfile) {
  const cmds = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)];
  if (cmds.length === 0) throw new Error('api.Dockerfile has no exec-form CMD');
  const [command, ...args] = JSON.parse(cmds.at(-1)[1]);
  const main = args.at(-1);
  if (command !== 'node' || !main?.endsWith('main.js'))
    throw new Error(`api.Dockerfile's CMD does not run node on a main.js: ${cmds.at(-1)[1]}`);
  return args.slice(0, -1);
}

/** The image's node options for the API (e.g. --max-semi-space-size=64). */
export const API_NODE_OPTIONS = nodeOptionsOfCmd(readFileSync(DOCKERFILE, 'utf8'));

// The API image's compile cache (docker/api.Dockerfile, services/api/scripts/warm-compile-cache.mjs): a
// container of the image, as its own user and with a read-only root filesystem (docker/k8s/api.yaml), must
// find the compiled code of every chunk of the bundle. A cache written by another user id, at another path
// or for another build is ignored without a word, and every new replica would then start ~13 % slower.
import { podman } from '../containers/podman.mjs';

/**
 * Node's verdict on each dist/bundle chunk's cached code, from its NODE_DEBUG_NATIVE=COMPILE_CACHE lines
 * ('accepted', or e.g. 'not initialized' when there was none).
 * @param {string} debugOutput
 * @returns {Map<string, string>}
 */
export function bundleCacheVerdicts(debugOutput) {
  const verdicts = new Map();
  const line = /V8 code cache for ESM file:\/\/\S*\/dist\/bundle\/(\S+\.js) was ([^,\n]+)/g;
  for (const [, chunk, verdict] of debugOutput.matchAll(line)) verdicts.set(chunk, verdict.trim());
  return verdicts;
}

/** Loads every chunk in a fresh container of `image` and checks Node took each one's code from the cache. */
export async function compileCacheUsed({ image }) {
  const output = await podman([
    'run',
    '--rm',
    '--read-only',
    '-e',
    'NODE_DEBUG_NATIVE=COMPILE_CACHE',
    image,
    'sh',
    '-c',
    'node scripts/warm-compile-cache.mjs 2>&1',
  ]);
  const verdicts = [...bundleCacheVerdicts(output)];
  const missed = verdicts
    .filter(([, verdict]) => verdict !== 'accepted')
    .map(([chunk, verdict]) => `${chunk} (${verdict})`);
  return {
    ok: verdicts.length > 0 && missed.length === 0,
    summary:
      verdicts.length === 0
        ? `no compile cache lines from Node:\n${output.split('\n').slice(-10).join('\n')}`
        : `${verdicts.length - missed.length} of ${verdicts.length} chunks read from the cache${missed.length ? `; compiled anew: ${missed.join(', ')}` : ''}`,
  };
}

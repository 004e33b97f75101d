// Polls a URL until it answers, so "ready" means a service really serves requests.
import { StartupError } from './errors.mjs';

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, ok?: (status: number) => boolean, name?: string, isAlive?: () => boolean }} [options]
 */
export async function waitForHttp(
  url,
  { timeoutMs = 120_000, ok = (s) => s < 500, name = url, isAlive = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive())
      throw new StartupError(
        `${name} stoppet under oppstart / ${name} exited while starting (se loggen over).`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StartupError(
    `${name} svarte ikke på ${url} innen ${Math.round(timeoutMs / 1000)} s (${last}) / did not answer in time.`,
  );
}

// Several systems may start at once on one machine (tests, other checkouts of the same tree):
// only one of them builds at a time, so no two builds write the same dist folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/** @returns {Promise<() => void>} release */
export async function acquireBuildLock(root, { log = console.log, timeoutMs = 10 * 60_000 } = {}) {
  const dir = join(root, '.data', 'build.lock');
  mkdirSync(join(root, '.data'), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      const holder = Number(readFileSync(join(dir, 'pid'), 'utf8').trim() || 0) || 0;
      if (holder && !isAlive(holder)) {
        rmSync(dir, { recursive: true, force: true }); // left behind by a killed process
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${dir} er låst av prosess ${holder} / build lock held`);
      if (!announced) log(`Venter på en annen bygging (pid ${holder}) / waiting for another build ...`);
      announced = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

// The admin team ships release r2 on its own, while a browser has the admin dashboard open, then rolls
// back. Steps as a team runs them (README "Deploy" -> "Shipping one remote"):
//   build ferieplan-admin:r2 only -> run it beside r1 -> the front routes /r2/ -> /remotes.json: admin = r2.
import { buildImage } from '../containers/build-images.mjs';
import { webUnit, writeRemotes, REMOTES } from './deployment.mjs';
import { waitForStatus } from './http.mjs';
import {
  buildAdminLocally,
  changedAdminSources,
  openAdminDashboard,
  removeSources,
} from './remote-deploy.mjs';

export async function shipAndRollBackAdmin({ site, runtime, mode, baseImages, state, frontControl, log }) {
  const { prefix, tag, ports, urls, runtimeDir, runDir } = site;
  const checks = [];
  const check = (ok, text) => {
    checks.push({ ok, text });
    log(`${ok ? 'ok' : 'FAILED'}: ${text}`);
  };
  const others = runtime
    .units()
    .filter((unit) => /-(shell|landing-r1|employee-r1|staffing-r1)$/.test(unit.name));
  const before = await Promise.all(others.map((unit) => unit.identity()));

  const browser = await openAdminDashboard({ urls });
  // The changed sources: the build context (podman) or, for plain processes, where r2's files are served.
  const sources = changedAdminSources('r2');
  try {
    check((await browser.loadedRelease()) === 'r1', 'the open browser shows admin r1');

    // 1. Build only the admin remote, from the changed sources.
    const builtAt = Date.now();
    let appDir;
    if (mode === 'podman')
      await buildImage({ unit: 'admin', tag: `${tag}-r2`, baseImages, context: sources, log });
    else appDir = buildAdminLocally(sources);
    log(`admin r2 built in ${((Date.now() - builtAt) / 1000).toFixed(0)} s (nothing else rebuilt)`);

    // 2. Run it beside r1, 3. route /r2/ on the admin origin, 4. point /remotes.json at it.
    await runtime.start(
      webUnit({ prefix, tag, app: 'admin', release: 'r2', ports, runtimeDir, runDir, appDir }),
    );
    await waitForStatus(`http://127.0.0.1:${ports.release('admin', 'r2')}/r2/mf-manifest.json`);
    state.remotes.admin.releases.r2 = `127.0.0.1:${ports.release('admin', 'r2')}`;
    await frontControl.apply();
    await waitForStatus(`${urls.remote('admin')}/r2/mf-manifest.json`);
    await waitForStatus(`${urls.remote('admin')}/r1/mf-manifest.json`);
    check(true, 'r1 and r2 of admin served side by side on the admin origin');

    const releases = Object.fromEntries(REMOTES.map((r) => [r, 'r1']));
    writeRemotes(runtimeDir, ports, { ...releases, admin: 'r2' });
    check((await browser.reload()) === 'r2', 'after a reload the open browser runs admin r2');
    check(
      browser.lastAdminEntry()?.includes('/r2/') === true,
      `its remote entry came from ${browser.lastAdminEntry()}`,
    );

    // Rollback: r1 is still running; only /remotes.json changes.
    writeRemotes(runtimeDir, ports, releases);
    check(
      (await browser.reload()) === 'r1',
      'after the rollback and a reload the browser runs admin r1 again',
    );

    const after = await Promise.all(others.map((unit) => unit.identity()));
    const untouched = before.every((identity, i) => JSON.stringify(identity) === JSON.stringify(after[i]));
    check(
      untouched,
      `shell and the other remotes neither rebuilt nor restarted (${others.map((u) => u.name).join(', ')})`,
    );
    check(
      browser.problems.length === 0,
      `no CSP violations or page errors${browser.problems.length ? `: ${browser.problems.join(' | ')}` : ''}`,
    );
    log(`shell: ${before[0].id.slice(0, 12)}, started ${before[0].startedAt}, before and after`);
  } finally {
    await browser.close();
    removeSources(sources);
  }
  const failed = checks.filter((c) => !c.ok);
  return {
    ok: failed.length === 0,
    summary: `${checks.length - failed.length}/${checks.length} checks passed`,
  };
}

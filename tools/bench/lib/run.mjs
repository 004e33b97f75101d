// How every benchmark runs: its work, then everything it started or created undone in reverse order,
// also when it fails or is stopped with Ctrl-C. Figures are printed by the benchmarks, never asserted.

/**
 * Runs `main(defer)`. `defer(undo)` registers an async undo step (stop a process, drop a database);
 * the steps run last-first once main ends, fails or the run is interrupted.
 */
export async function runBench(main) {
  const steps = [];
  const undoAll = async () => {
    for (const undo of steps.splice(0).reverse()) await undo().catch(() => undefined);
  };
  process.once('SIGINT', () => void undoAll().then(() => process.exit(130)));
  try {
    await main((undo) => steps.push(undo));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await undoAll();
  }
}

// Latency percentiles at sub-millisecond resolution. autocannon times every request with
// process.hrtime (fractions of a millisecond) but records it in a histogram of whole milliseconds, so a
// fast route reads 1 ms or 2 ms and a ratio of the two says little (issue 28). Pure: checked by its spec.

/**
 * The nearest-rank percentile `p` (0-100] of `sorted` (ascending, ms): the smallest value with at least
 * p % of the values at or below it, as autocannon's histogram reads it; NaN when there are none.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** p50 and p99 of the durations (ms, any order), rounded to 0.01 ms; `count` how many. */
export function latencySummary(durations) {
  const sorted = Float64Array.from(durations).sort();
  const round = (ms) => Math.round(ms * 100) / 100;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), count: sorted.length };
}

/**
 * measureLoad's results (with fineLatency) of several windows on one route as one: requests and errors
 * added, CPU per request weighted by each window's requests, p50/p99 of all the windows' durations.
 */
export function pooledLoad(windows) {
  const total = windows.reduce((sum, w) => sum + w.total, 0);
  const cpu = windows.reduce((sum, w) => sum + w.cpuPerRequest * w.total, 0);
  return {
    label: windows[0].label,
    total,
    non2xx: windows.reduce((sum, w) => sum + w.non2xx, 0),
    cpuPerRequest: total ? cpu / total : NaN,
    fine: latencySummary(windows.flatMap((w) => w.durations)),
  };
}

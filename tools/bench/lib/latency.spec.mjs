import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latencySummary, percentile, pooledLoad } from './latency.mjs';

test('the nearest-rank percentile of sorted values', () => {
  const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  assert.equal(percentile(sorted, 50), 5);
  assert.equal(percentile(sorted, 99), 10);
  assert.equal(percentile(sorted, 10), 1);
  assert.equal(percentile([7], 50), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('p50 and p99 keep the fraction of a millisecond that whole milliseconds lose', () => {
  // 1.2 ms against 1.9 ms: both would read "1" or "2" in whole milliseconds.
  const fast = Array.from({ length: 100 }, (_, i) => (i < 98 ? 1.2 : 1.9));
  assert.deepEqual(latencySummary(fast), { p50: 1.2, p99: 1.9, count: 100 });
});

test('unsorted durations are sorted by value, not as text, and rounded to 0.01 ms', () => {
  assert.deepEqual(latencySummary([10.004, 9.5, 100.25, 2.345]), { p50: 9.5, p99: 100.25, count: 4 });
  assert.deepEqual(latencySummary([0.123456]), { p50: 0.12, p99: 0.12, count: 1 });
});

test('windows of one route pooled: all their durations, requests and errors, CPU weighted by requests', () => {
  const window = (durations, cpuPerRequest, non2xx = 0) => ({
    label: 'r',
    total: durations.length,
    non2xx,
    cpuPerRequest,
    durations,
  });
  const pooled = pooledLoad([window([1, 1, 1], 0.5), window([3], 2.5, 1)]);
  assert.deepEqual(pooled, {
    label: 'r',
    total: 4,
    non2xx: 1,
    cpuPerRequest: 1,
    fine: { p50: 1, p99: 3, count: 4 },
  });
  assert.ok(Number.isNaN(pooledLoad([window([], 0)]).cpuPerRequest));
});

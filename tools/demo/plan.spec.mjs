// The demo's plan on every day of two years: the rules the API would hold it to (seed.mjs writes it as is).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ABSENCE_KINDS } from '@ferieplan/contracts';
import { buildDemoPlan } from './plan.mjs';

// Every third day of two years: each weekday and each month.
const days = Array.from({ length: 244 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + 3 * i)).toISOString().slice(0, 10),
);

test('the same day gives the same plan', () => {
  assert.deepEqual(buildDemoPlan('2026-11-26'), buildDemoPlan('2026-11-26'));
});

test('every day: every kind, some pending ahead, no overlaps, inside each employment, a year back', () => {
  for (const today of days) {
    const plan = buildDemoPlan(today);
    assert.equal(plan.members.length, 40);
    const kinds = new Set(plan.requests.map((request) => request.kind));
    for (const kind of ABSENCE_KINDS) assert.ok(kinds.has(kind), `${today}: no ${kind}`);
    assert.ok(plan.requests.filter((r) => r.status === 'Pending' && r.startDate > today).length >= 5, today);
    for (const member of plan.members) {
      const own = plan.requests.filter((r) => r.uid === member.uid && r.status !== 'Rejected');
      for (const r of own) {
        assert.ok(r.startDate >= member.employedFrom, `${today} ${member.name} ${r.kind} before the start`);
        assert.ok(
          !member.employedUntil || r.endDate <= member.employedUntil,
          `${today} ${member.name} after the end`,
        );
        assert.ok(
          r.status === 'Pending' || r.endDate < today,
          `${today} ${member.name} ${r.kind} decided ahead`,
        );
        const overlapping = own.filter(
          (o) => o !== r && o.startDate <= r.endDate && r.startDate <= o.endDate,
        );
        assert.deepEqual(overlapping, [], `${today} ${member.name} overlaps`);
      }
      const egenmeldinger = own.filter((r) => r.kind === 'Egenmelding');
      assert.ok(egenmeldinger.length <= 2);
      for (const r of egenmeldinger)
        assert.ok(Date.parse(r.endDate) - Date.parse(r.startDate) <= 2 * 86_400_000);
    }
  }
});

test('Avspasering draws no more hours than the bank was given', () => {
  for (const today of days) {
    const plan = buildDemoPlan(today);
    const balance = new Map();
    for (const entry of plan.hourBank) balance.set(entry.uid, (balance.get(entry.uid) ?? 0) + entry.hours);
    for (const [uid, hours] of balance) assert.ok(hours >= 0, `${today} ${uid}: ${hours} h`);
  }
});

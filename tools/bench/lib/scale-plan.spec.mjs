import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ABSENCES_PER_MEMBER, ABSENCE_WINDOWS, SCALE, scaleOrganizations } from './scale-plan.mjs';

test('1,000 organisations with 200,000 members, one of 10,000 and the small bench organisation', () => {
  const organizations = scaleOrganizations('bench-uid');
  assert.equal(organizations.length, 1000);
  assert.equal(
    organizations.reduce((sum, o) => sum + o.people, 0),
    200_000,
  );
  assert.deepEqual(
    organizations.filter((o) => o.people === 10_000).map((o) => o.name),
    ['Stor AS'],
  );
  assert.equal(organizations[1].people, SCALE.smallMembers);
  assert.deepEqual(
    organizations.filter((o) => o.adminUid === 'bench-uid').map((o) => o.name),
    ['Stor AS', 'Liten AS'],
  );
  assert.equal(new Set(organizations.map((o) => o.name)).size, 1000);
  assert.ok(organizations.every((o) => o.people >= 1 && o.admins === 1 && o.teams >= 1));
  assert.equal(organizations[0].teams, 200);
  assert.equal(200_000 * ABSENCES_PER_MEMBER, 2_000_000);
});

test('the absence windows of a year never overlap, and end within the year', () => {
  for (let i = 0; i < ABSENCE_WINDOWS.length; i++) {
    const [first, spread, shortest, extra] = ABSENCE_WINDOWS[i];
    // seedRequests: start first + [0, spread), length shortest + [0, extra).
    const lastDay = first + spread - 1 + shortest + extra - 1 - 1;
    const next = ABSENCE_WINDOWS[i + 1]?.[0] ?? 364;
    assert.ok(lastDay < next, `window ${i} ends on day ${lastDay}, the next starts on ${next}`);
  }
});

import { describe, expect, it } from 'vitest';
import { isProPlan, starterLimitReached } from './starter-limit.js';
import { planTeamAssignment } from './team-assignment.js';
import { pollUntil, retryUntilValue } from './retry.js';

describe('starter limit', () => {
  it('compares plans case-insensitively', () => {
    expect(isProPlan('PRO')).toBe(true);
    expect(isProPlan('Starter')).toBe(false);
    expect(isProPlan(undefined)).toBe(false);
  });
  it('blocks at employees + pending invitations >= 2 on Starter only', () => {
    expect(starterLimitReached('Starter', 1, 0)).toBe(false);
    expect(starterLimitReached('Starter', 1, 1)).toBe(true);
    expect(starterLimitReached('starter', 2, 0)).toBe(true);
    expect(starterLimitReached('Pro', 5, 3)).toBe(false);
  });
});

describe('planTeamAssignment', () => {
  const teams = ['t1', 't2'];
  it('adds to a chosen team, moving from the old one', () => {
    expect(planTeamAssignment('t1', 't2', teams)).toEqual({ kind: 'add', teamId: 't2', fromTeamId: 't1' });
    expect(planTeamAssignment(null, 't1', teams)).toEqual({ kind: 'add', teamId: 't1', fromTeamId: null });
  });
  it("removes on '-- Ikke tildelt --'", () => {
    expect(planTeamAssignment('t1', null, teams)).toEqual({ kind: 'remove', teamId: 't1' });
  });
  it('changes nothing when the choice is what is there', () => {
    expect(planTeamAssignment(null, null, teams)).toEqual({ kind: 'none' });
    expect(planTeamAssignment('t2', 't2', teams)).toEqual({ kind: 'none' });
  });
  it('treats an unknown team as no team', () => {
    expect(planTeamAssignment('gone', null, teams)).toEqual({ kind: 'none' });
    expect(planTeamAssignment('gone', 't1', teams)).toEqual({ kind: 'add', teamId: 't1', fromTeamId: null });
  });
});


describe('retryUntilValue', () => {
  it('tries three times, sleeping between tries, and gives up with null', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const result = await retryUntilValue(
      async () => {
        calls++;
        return null;
      },
      3,
      1000,
      async (ms) => void sleeps.push(ms),
    );
    expect(result).toBeNull();
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1000, 1000]);
  });
  it('returns the first value, treating a throw as an empty try', async () => {
    let calls = 0;
    const result = await retryUntilValue(
      async () => {
        calls++;
        if (calls === 1) throw new Error('x');
        return 'token';
      },
      3,
      1000,
      async () => {},
    );
    expect(result).toBe('token');
    expect(calls).toBe(2);
  });
});

describe('pollUntil', () => {
  it('stops as soon as the value is done', async () => {
    const plans = ['Starter', 'Starter', 'Pro'];
    let i = 0;
    const result = await pollUntil(async () => plans[i++]!, isProPlan, 1000, 15000, async () => {});
    expect(result).toEqual({ value: 'Pro', done: true });
    expect(i).toBe(3);
  });
  it('gives up after the maximum time', async () => {
    let reads = 0;
    const result = await pollUntil(
      async () => {
        reads++;
        return 'Starter';
      },
      isProPlan,
      1000,
      15000,
      async () => {},
    );
    expect(result.done).toBe(false);
    expect(reads).toBe(16);
  });
});

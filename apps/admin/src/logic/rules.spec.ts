import { describe, expect, it } from 'vitest';
import { starterLimitReached } from './starter-limit.js';
import { isProPlan } from '@ferieplan/vacation-rules';
import { planTeamAssignment } from './team-assignment.js';

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

import { describe, expect, it } from 'vitest';
import { teamLabel } from './team-label.js';

describe('teamLabel', () => {
  const teams = [{ id: 't1', name: 'Drift' }];
  it('names the team', () => expect(teamLabel({ teamId: 't1' }, teams)).toBe('Drift'));
  it("says 'Ikke tildelt' without a team", () =>
    expect(teamLabel({ teamId: null }, teams)).toBe('Ikke tildelt'));
  it("says 'Ukjent team' for a team that no longer exists", () =>
    expect(teamLabel({ teamId: 'gone' }, teams)).toBe('Ukjent team'));
});

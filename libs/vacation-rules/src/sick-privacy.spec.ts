import { ABSENCE_KINDS } from '@ferieplan/contracts';
import { describe, expect, it } from 'vitest';
import { ABSENCE_KIND_RULES } from './absence-kinds.js';
import { SICK_ABSENCE_KINDS, maySeeKind, sickRetentionCutoff } from './sick-privacy.js';

describe('who may see a sick kind', () => {
  const colleague = { membershipId: 'colleague', isAdmin: false };
  const admin = { membershipId: 'admin', isAdmin: true };
  const person = { membershipId: 'person', isAdmin: false };

  it('follows the sick flag of the kind table', () => {
    expect(SICK_ABSENCE_KINDS).toEqual(ABSENCE_KINDS.filter((kind) => ABSENCE_KIND_RULES[kind].sick));
    expect(SICK_ABSENCE_KINDS).toContain('SyktBarn');
  });

  it('shows a sick kind to the person and admins, never to a colleague', () => {
    for (const kind of SICK_ABSENCE_KINDS) {
      expect(maySeeKind(kind, person, 'person')).toBe(true);
      expect(maySeeKind(kind, admin, 'person')).toBe(true);
      expect(maySeeKind(kind, colleague, 'person')).toBe(false);
    }
    expect(maySeeKind('Avspasering', colleague, 'person')).toBe(true);
  });
});

describe('how long a sick record is kept', () => {
  it('keeps an absence of May 2026 through 31 December 2029 and deletes it on 1 January 2030', () => {
    const lastDay = '2026-05-01';
    expect(lastDay < sickRetentionCutoff('2029-12-31')).toBe(false);
    expect(lastDay < sickRetentionCutoff('2030-01-01')).toBe(true);
  });

  it('takes another number of years', () => {
    expect(sickRetentionCutoff('2030-06-01', 1)).toBe('2029-01-01');
  });
});

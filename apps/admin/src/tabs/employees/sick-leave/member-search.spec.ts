import { describe, expect, it } from 'vitest';
import { membersMatching, pickedMember } from './member-search.js';

// The sykmelding dialog offers every member (an organisation of 2,000, not the first page of 50).
const members = Array.from({ length: 2000 }, (_, i) => ({ id: `m${i}`, name: `Ansatt ${i}` }));
members.push({ id: 'aase', name: 'Åse Ørnsø' });

describe('the sykmelding dialog: member search', () => {
  it('finds a member far beyond the first page, by any part of the name and any case', () => {
    expect(membersMatching(members, 'ansatt 1999')).toEqual([{ id: 'm1999', name: 'Ansatt 1999' }]);
    expect(membersMatching(members, 'ØRN').map((person) => person.id)).toEqual(['aase']);
    expect(membersMatching(members, '  ')).toHaveLength(2001);
    expect(membersMatching(members, 'Nobody')).toEqual([]);
  });

  it('keeps the chosen member while the search shows them, else picks the first match', () => {
    const matches = membersMatching(members, 'Ansatt 12');
    expect(pickedMember(matches, 'm120')).toBe('m120');
    expect(pickedMember(matches, 'm5')).toBe('m12');
    expect(pickedMember([], 'm5')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { withCursor } from './pagination.js';

describe('withCursor (the Link rel="next" target)', () => {
  it('appends the cursor to the query as sent', () => {
    expect(withCursor('/api/Users/organization/o1?limit=50&teamId=t%201', 'WyJhIl0')).toBe(
      '/api/Users/organization/o1?limit=50&teamId=t%201&cursor=WyJhIl0',
    );
  });

  it('starts a query when there is none', () => {
    expect(withCursor('/api/x', 'abc')).toBe('/api/x?cursor=abc');
  });

  it('replaces the cursor in place and drops repeated ones, also an encoded name', () => {
    expect(withCursor('/api/x?cursor=old&limit=5&curs%6Fr=older&cursor', 'new')).toBe(
      '/api/x?cursor=new&limit=5',
    );
  });

  it('keeps parameters whose name only starts like cursor, and survives a broken escape', () => {
    expect(withCursor('/api/x?cursors=1&%E0%A4%A=2', 'n')).toBe('/api/x?cursors=1&%E0%A4%A=2&cursor=n');
  });

  it('encodes a cursor that is not URL-safe', () => {
    expect(withCursor('/api/x?limit=1', 'a+b/c=')).toBe('/api/x?limit=1&cursor=a%2Bb%2Fc%3D');
  });
});

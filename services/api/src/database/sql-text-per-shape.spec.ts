import { describe, expect, it } from 'vitest';
import { sqlTextPerShape } from './sql-text-per-shape.js';

describe('sqlTextPerShape', () => {
  it('returns the first text built for a shape every time after, and keeps shapes apart', () => {
    const text = sqlTextPerShape();
    const first = ['SELECT ', '$1'].join('');
    expect(text(1, first)).toBe(first);
    expect(text(1, 'SELECT $1')).toBe(first);
    expect(text(2, 'SELECT $1, $2')).toBe('SELECT $1, $2');
    expect(text(1, 'SELECT $1')).toBe(first);
  });
});

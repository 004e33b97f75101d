import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1, Infinity);
    cache.set('b', 2, Infinity);
    cache.get('a');
    cache.set('c', 3, Infinity);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets expired entries', () => {
    const cache = new LruCache<number>(10);
    cache.set('a', 1, 1000);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
  });
});

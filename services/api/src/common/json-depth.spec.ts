import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

describe('nestsDeeperThan', () => {
  it('counts object and array nesting', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, also after escaped quotes', () => {
    expect(nestsDeeperThan(JSON.stringify({ name: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ name: 'a\\"[[[[' }), 1)).toBe(false);
  });

  it("refuses the issue's 10,000-level body and keeps ordinary bodies", () => {
    const deep = `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ name: 'Ferie AS', orgnr: '123456785' }), MAX_JSON_DEPTH)).toBe(
      false,
    );
  });
});

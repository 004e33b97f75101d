import { describe, expect, it } from 'vitest';
import { brokenTextPath, textProblem } from './clean-text.validator.js';

describe('textProblem', () => {
  it('refuses NUL and other control characters, and lone surrogates', () => {
    for (const text of ['Team\u0000', '\u0007', 'a\u001Bb', 'x\u0085', 'broken \uD800'])
      expect(textProblem(text)).toBe('control');
  });

  it('refuses text made only of invisible characters', () => {
    for (const text of ['\u200B\u200B', '\u200D', '\uFEFF', '\u2060\u00A0', '\u3164', ' \u200E '])
      expect(textProblem(text)).toBe('invisible');
  });

  it('line breaks and tabs: ordinary in a description, refused in a name', () => {
    expect(textProblem('Sommerferie\nuke 28–30\t(hytta)', true)).toBeNull();
    expect(textProblem('Kari\nNordmann')).toBe('control');
    expect(textProblem('Drift\t2')).toBe('control');
  });

  it('keeps ordinary Norwegian text, emoji and a joined emoji', () => {
    for (const text of ['Ærlig Østbø Åsen', '🏖️ ferie', '👩‍👩‍👧', '', 'a\u200Bb']) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('lets non-strings through to the type check', () => {
    expect(textProblem(42)).toBeNull();
    expect(textProblem(null)).toBeNull();
  });
});

describe('brokenTextPath', () => {
  it('finds half a surrogate pair in any value or key, and passes whole pairs', () => {
    expect(brokenTextPath({ email: '\uD800', name: 'ok' })).toBe('email');
    expect(brokenTextPath({ a: [{ b: 'x\uDC00' }] })).toBe('a.0.b');
    expect(brokenTextPath({ ['k\uD800']: 1 })).toBe('k\uD800');
    expect(brokenTextPath({ name: '😀 ferie', n: 1, list: [true, null] })).toBeNull();
    expect(brokenTextPath({ '': '\uD800' })).toBe('body');
    expect(brokenTextPath({ a: { '': ['ok', '\uDC00'] } })).toBe('a..1');
  });
});

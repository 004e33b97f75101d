import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineBatch } from './line-batch.js';

function target() {
  const writes: string[] = [];
  return { writes, write: (text: string) => void writes.push(text) };
}

describe('lineBatch', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const limits = { maxChars: 20, maxDelayMs: 50 };

  it('writes the lines of the next 50 ms once, after them, in their order', () => {
    const out = target();
    const lines = lineBatch(out, limits);
    lines.write('{"a":1}\n');
    vi.advanceTimersByTime(30);
    lines.write('{"b":2}\n');
    expect(out.writes).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(out.writes).toEqual(['{"a":1}\n{"b":2}\n']);
  });

  it('writes at once when the pending text reaches the size limit, and the timer then writes nothing', () => {
    const out = target();
    const lines = lineBatch(out, limits);
    lines.write('0123456789\n');
    lines.write('0123456789\n');
    expect(out.writes).toEqual(['0123456789\n0123456789\n']);
    vi.advanceTimersByTime(100);
    expect(out.writes).toHaveLength(1);
  });

  it('a later line waits for its own 50 ms; nothing is written while no line is pending', () => {
    const out = target();
    const lines = lineBatch(out, limits);
    lines.write('1\n');
    vi.advanceTimersByTime(200);
    lines.write('2\n');
    vi.advanceTimersByTime(49);
    expect(out.writes).toEqual(['1\n']);
    vi.advanceTimersByTime(1);
    expect(out.writes).toEqual(['1\n', '2\n']);
  });

  it('flush() writes what is pending at once, and its timer does not write it again', () => {
    const out = target();
    const lines = lineBatch(out, limits);
    lines.write('pending\n');
    lines.flush();
    expect(out.writes).toEqual(['pending\n']);
    vi.advanceTimersByTime(100);
    expect(out.writes).toEqual(['pending\n']);
  });
});

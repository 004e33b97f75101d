import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './lines-per-turn.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function target() {
  const writes: string[] = [];
  return { writes, write: (text: string) => void writes.push(text) };
}

describe('linesPerTurn', () => {
  it('writes the lines of one turn of the event loop once, after it, in their order', async () => {
    const out = target();
    const lines = linesPerTurn(out);
    lines.write('{"a":1}\n');
    lines.write('{"b":2}\n');
    lines.write('{"c":3}\n');
    expect(out.writes).toEqual([]);
    await nextTurn();
    expect(out.writes).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n']);
  });

  it("each turn's lines in a write of their own; nothing written for a turn without lines", async () => {
    const out = target();
    const lines = linesPerTurn(out);
    lines.write('1\n');
    await nextTurn();
    await nextTurn();
    lines.write('2\n');
    await nextTurn();
    expect(out.writes).toEqual(['1\n', '2\n']);
  });

  it('flush() writes what is pending at once, and the end of the turn does not write it again', async () => {
    const out = target();
    const lines = linesPerTurn(out);
    lines.write('pending\n');
    lines.flush();
    expect(out.writes).toEqual(['pending\n']);
    await nextTurn();
    expect(out.writes).toEqual(['pending\n']);
  });
});

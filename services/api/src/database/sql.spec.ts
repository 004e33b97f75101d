import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { SqlRepository } from './sql.js';

/** A repository over a fake pool that answers each query with the next of `answers` (an Error rejects). */
function repositoryOver(answers: unknown[]) {
  const sent: unknown[] = [];
  const pool = {
    query: async (query: unknown) => {
      sent.push(query);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return { command: 'SELECT', rows: answer };
    },
  };
  class Repository extends SqlRepository {
    read(prepared: boolean) {
      return prepared ? this.preparedRows('SELECT $1::int AS n', [1]) : this.rows('SELECT $1::int AS n', [1]);
    }
  }
  return { repository: new Repository(pool as unknown as Pool), sent };
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('SqlRepository: prepared statements', () => {
  it('names a prepared statement by its text: the same name for the same text, none unprepared', async () => {
    const { repository, sent } = repositoryOver([[{ n: 1 }], [{ n: 1 }], [{ n: 1 }]]);
    await repository.read(true);
    await repository.read(true);
    await repository.read(false);
    const [first, second, plain] = sent as { name?: string; text?: string }[];
    expect(first).toMatchObject({
      name: expect.stringMatching(/^fp_[\w-]{27}$/),
      text: 'SELECT $1::int AS n',
    });
    expect(second.name).toBe(first.name);
    expect(plain).toEqual({ text: 'SELECT $1::int AS n', values: [1] });
  });

  it('sends a statement that outlived a change of its result columns (0A000) again unnamed', async () => {
    const stale = pgError('0A000', 'cached plan must not change result type');
    const { repository, sent } = repositoryOver([stale, [{ n: 1 }]]);
    await expect(repository.read(true)).resolves.toEqual([{ n: 1 }]);
    expect(sent[1]).toEqual({ text: 'SELECT $1::int AS n', values: [1] });
  });

  it("passes any other database error on as pg's own", async () => {
    const invalid = pgError('22P02', 'invalid input syntax for type uuid');
    const { repository, sent } = repositoryOver([invalid]);
    await expect(repository.read(true)).rejects.toBe(invalid);
    expect(sent).toHaveLength(1);
  });
});

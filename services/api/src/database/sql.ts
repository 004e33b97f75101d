import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Pool, type PoolClient, type QueryResult } from 'pg';
import { pgCode } from '../common/pg-errors.js';
import { countQueryError } from '../observability/metrics.js';
import { tracedQuery } from '../observability/sql-trace.js';

/**
 * One transaction of runInTransaction (transaction.ts): the pooled connection it runs on. Repositories
 * take it as their last argument, `tx`, and send their SQL on it; outside the database layer nothing
 * reads its connection (sql-route.spec.ts).
 */
export class Transaction {
  private readonly onCommit: (() => void)[] = [];

  constructor(readonly connection: PoolClient) {}

  /** Runs `callback` once this transaction has committed, never after a rollback (e.g. wake a job worker). */
  afterCommit(callback: () => void): void {
    this.onCommit.push(callback);
  }

  /** runInTransaction's call after COMMIT. A callback's failure is not the transaction's: it is ignored. */
  committed(): void {
    for (const callback of this.onCommit.splice(0)) {
      try {
        callback();
      } catch {
        // The data is committed; a wake-up that failed only delays work until the next poll.
      }
    }
  }
}

/**
 * pg-boss's `db` option (an object with executeSql) on a transaction's connection: the job pg-boss
 * writes with it exists exactly when the transaction commits. pg-boss's own SQL, the one statement of
 * the API not written in a repository.
 */
export const jobQueueConnection = (tx: Transaction) => ({
  executeSql: (text: string, values: unknown[]): Promise<QueryResult> =>
    tracedQuery(text, () => tx.connection.query(text, values)),
});

/** Names of the prepared texts, kept as pg keeps them: bounded by the shapes of the opted-in statements. */
const statementNames = new Map<string, string>();

/** The statement name of a prepared SQL text: a hash of the text (a name always means one text). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `fp_${createHash('sha1').update(sql).digest('base64url')}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** "cached plan must not change result type": a prepared statement outlived a change of its result columns. */
const STALE_PREPARED_STATEMENT = '0A000';

/** Counts a failed statement by its SQLSTATE class (metrics) and throws it on. */
function counted(error: unknown): never {
  countQueryError(error);
  throw error;
}

/**
 * Base of every *.repository.ts, the only classes with SQL, and the one place SQL is sent: pg's own
 * query API on the pool (a statement on its own) or on a transaction's connection (`tx`, always the
 * last argument). Plain parameterised SQL, typed rows: the schema lives once, in the migrations; each
 * repository names its columns (camelCase aliases) so rows need no further mapping. A database error
 * stays pg's own (code, constraint, message), which common/pg-errors.ts reads.
 */
@Injectable()
export abstract class SqlRepository {
  constructor(private readonly pool: Pool) {}

  /** SELECT (or SELECT ... FOR UPDATE in `tx`): every row. */
  protected async rows<T>(sql: string, parameters: unknown[], tx?: Transaction): Promise<T[]> {
    const connection = tx?.connection ?? this.pool;
    const result = await tracedQuery(sql, () => connection.query({ text: sql, values: parameters })).catch(
      counted,
    );
    return result.rows as T[];
  }

  /**
   * A read sent as a named (prepared) statement on the pool: pg parses and plans it once per pool
   * connection and then only binds and executes it, which saves PostgreSQL's planning on every call
   * (about 2 ms of the employee page's ~4 ms, issue 14).
   *
   * Only for reads (SELECT) whose SQL text comes from a small finite set of shapes, values always as
   * $n parameters: never for SQL that embeds values or has a variable number of placeholders. pg keeps
   * every name it prepared on a connection for the connection's life, and PostgreSQL keeps its plan, so
   * the distinct names per connection are bounded by the number of shapes of the opted-in statements
   * (the employee page: 4, with or without team filter and cursor, as the balance years are always three;
   * the request page: at most 16, with or without year, status, team and cursor).
   *
   * - The name is a hash of the SQL text, so one name always means the same text (pg refuses a name
   *   reused for other text).
   * - Outside a transaction only: the fallback below could not run in a transaction the failure aborted.
   * - The pool's sessions set plan_cache_mode = force_generic_plan (pool.ts): a named statement runs its
   *   generic plan (parameters unknown), planned once; PostgreSQL's own choice after 5 executions kept
   *   re-planning the employee page. Whatever changes the plan's shape (team filter, cursor) changes the
   *   text and so the name. Opt in only where EXPLAIN EXECUTE shows the generic plan is as good as the
   *   custom ones (both pages' are: BENCH_EXPLAIN=1 npm run bench:api).
   * - A schema change (the migrations at start, or a later deploy's while this process runs)
   *   invalidates PostgreSQL's cached plan: it is planned again on the next execution. A change of
   *   the statement's result column types instead fails it with 0A000 "cached plan must not change
   *   result type" on every connection that prepared it before (pg never forgets a name): such a query
   *   is sent again unnamed (prepared statements are reads, so sending again is safe).
   * - Behind PgBouncer in transaction mode, named statements need PgBouncer >= 1.21 with
   *   max_prepared_statements > 0 (README, deployment).
   */
  protected async preparedRows<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return (await this.prepared(sql, parameters)).rows as T[];
  }

  /**
   * preparedRows with each row as the array of its values (pg's rowMode 'array') and the columns' names
   * beside them: a page of many rows is mapped straight into its response objects, with no object per
   * row in between (pg's row object, then a copy without the page's extra columns).
   */
  protected async preparedArrays(
    sql: string,
    parameters: unknown[],
  ): Promise<{ columns: string[]; rows: unknown[][] }> {
    const result = await this.prepared(sql, parameters, 'array');
    return { columns: result.fields.map((field) => field.name), rows: result.rows as unknown[][] };
  }

  private prepared(sql: string, parameters: unknown[], rowMode?: 'array'): Promise<QueryResult> {
    const query = { name: statementName(sql), text: sql, values: parameters, rowMode };
    return tracedQuery(sql, () =>
      this.pool.query(query).catch((error: unknown) => {
        if (pgCode(error) !== STALE_PREPARED_STATEMENT) counted(error);
        return this.pool.query({ ...query, name: undefined }).catch(counted);
      }),
    );
  }

  /**
   * A read planned for its values (a custom plan), for the statements whose best plan depends on how
   * large the organisation is: the reports and the staffing month. The pool's plan_cache_mode =
   * force_generic_plan (pool.ts) applies to every statement sent with parameters, unnamed ones too; a
   * generic plan cannot know the organisation's size, and for the reports it chose nested loops that
   * grew with the square of the members (10,000 members: minutes instead of half a second; the staffing
   * month 34 s; npm run bench:scale, issue 28). The setting is changed for this one read-only
   * transaction only; planning takes a few ms. work_mem too: the 10,000-member reports sort and group
   * 50,000 absences, which spilled to disk with the default 4 MB (one read at a time per connection).
   */
  protected async customPlannedRows<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const connection = await this.pool.connect();
    let broken = false;
    try {
      // One round trip (no parameters: the simple protocol takes both statements).
      await connection.query(
        "BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_custom_plan; SET LOCAL work_mem = '32MB'",
      );
      const result = await tracedQuery(sql, () => connection.query({ text: sql, values: parameters }));
      await connection.query('COMMIT');
      return result.rows as T[];
    } catch (error) {
      // A connection the ROLLBACK cannot reach is discarded, not handed out again.
      await connection.query('ROLLBACK').catch(() => (broken = true));
      return counted(error);
    } finally {
      connection.release(broken);
    }
  }

  /** The first row, or null. */
  protected async one<T>(sql: string, parameters: unknown[], tx?: Transaction): Promise<T | null> {
    return (await this.rows<T>(sql, parameters, tx))[0] ?? null;
  }

  /**
   * INSERT, UPDATE or DELETE (optionally RETURNING): always in the caller's transaction, so every write
   * runs in runInTransaction. The rows returned and the number of rows written.
   */
  protected async write<T = unknown>(
    sql: string,
    parameters: unknown[],
    tx: Transaction,
  ): Promise<{ rows: T[]; count: number }> {
    const result = await tracedQuery(sql, () => tx.connection.query({ text: sql, values: parameters })).catch(
      counted,
    );
    return { rows: result.rows as T[], count: result.rowCount ?? 0 };
  }
}

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pgCode } from '../common/pg-errors.js';

/**
 * Where a repository sends its SQL: the pool (a DataSource's EntityManager) or the EntityManager of
 * the transaction the service opened. Repositories take it as an optional last argument `tx`.
 */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * How a repository's query is sent. `prepared: true` sends it as a named (prepared) statement: pg
 * parses and plans it once per pool connection and then only binds and executes it, which saves
 * PostgreSQL's planning on every call (about 2 ms of the employee page's ~4 ms, issue 14).
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
 * - Pool queries only: in a transaction (`tx`, TypeORM's QueryRunner/EntityManager, which cannot name
 *   a statement) the query is sent as before, unnamed.
 * - The pool's sessions set plan_cache_mode = force_generic_plan (database.module.ts): a named
 *   statement runs its generic plan (parameters unknown), planned once; PostgreSQL's own choice after
 *   5 executions kept re-planning the employee page. Whatever changes the plan's shape (team filter,
 *   cursor) changes the text and so the name. Opt in only where EXPLAIN EXECUTE shows the generic
 *   plan is as good as the custom ones (both pages' are: database.module.ts, BENCH_EXPLAIN=1 npm run bench:api).
 * - A schema change (the migrations at start, or a later deploy's while this process runs)
 *   invalidates PostgreSQL's cached plan: it is planned again on the next execution. A change of
 *   the statement's result column types instead fails it with 0A000 "cached plan must not change
 *   result type" on every connection that prepared it before (pg never forgets a name): such a query
 *   is sent again unnamed (prepared statements are reads, so sending again is safe).
 * - Behind PgBouncer in transaction mode, named statements need PgBouncer >= 1.21 with
 *   max_prepared_statements > 0 (README, deployment).
 */
export interface QueryOptions {
  prepared?: boolean;
}

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

/** What pg answers a query with (the fields read here). */
interface PgResult {
  command?: string;
  rows?: unknown[];
  rowCount?: number | null;
}

/**
 * A query outside a transaction, sent straight to the pool TypeORM opened (its driver's `master`),
 * answered as TypeORM's `query` answers: the rows, and [rows, rowCount] for UPDATE and DELETE.
 * Skips what TypeORM adds per query (a QueryRunner, its logger and subscriber broadcasts, none of
 * which this API uses: about 4% of the API's CPU on the admin's default view, tools/bench/api.mjs).
 * A database error stays pg's own (code, constraint, message): common/pg-errors.ts reads both shapes.
 */
async function poolQuery(
  dataSource: DataSource,
  sql: string,
  parameters: unknown[],
  options?: QueryOptions,
): Promise<unknown> {
  const pool = (
    dataSource.driver as unknown as {
      master: {
        query(
          query: string | { name: string; text: string; values: unknown[] },
          parameters?: unknown[],
        ): Promise<PgResult>;
      };
    }
  ).master;
  const result = await (options?.prepared
    ? pool.query({ name: statementName(sql), text: sql, values: parameters }).catch((error: unknown) => {
        if (pgCode(error) !== STALE_PREPARED_STATEMENT) throw error;
        return pool.query(sql, parameters);
      })
    : pool.query(sql, parameters));
  return result.command === 'UPDATE' || result.command === 'DELETE'
    ? [result.rows, result.rowCount]
    : result.rows;
}

/**
 * Base of every *.repository.ts: plain parameterised SQL, typed rows. The schema lives once, in the
 * migrations; each repository names its columns (camelCase aliases) so rows need no further mapping.
 */
@Injectable()
export abstract class SqlRepository {
  constructor(private readonly dataSource: DataSource) {}

  private query(
    sql: string,
    parameters: unknown[],
    tx?: Queryable,
    options?: QueryOptions,
  ): Promise<unknown> {
    return tx ? tx.query(sql, parameters) : poolQuery(this.dataSource, sql, parameters, options);
  }

  /** SELECT (or INSERT ... RETURNING): every row. `options.prepared`: see QueryOptions. */
  protected async rows<T>(
    sql: string,
    parameters: unknown[],
    tx?: Queryable,
    options?: QueryOptions,
  ): Promise<T[]> {
    return (await this.query(sql, parameters, tx, options)) as T[];
  }

  /** The first row, or null. */
  protected async one<T>(sql: string, parameters: unknown[], tx?: Queryable): Promise<T | null> {
    return (await this.rows<T>(sql, parameters, tx))[0] ?? null;
  }

  /** UPDATE or DELETE (optionally RETURNING): TypeORM answers [rows, rowCount] for these two. */
  protected async change<T = unknown>(
    sql: string,
    parameters: unknown[],
    tx?: Queryable,
  ): Promise<{ rows: T[]; count: number }> {
    const [rows, count] = (await this.query(sql, parameters, tx)) as [T[], number];
    return { rows, count };
  }
}

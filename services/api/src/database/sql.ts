import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Where a repository sends its SQL: the pool (a DataSource's EntityManager) or the EntityManager of
 * the transaction the service opened. Repositories take it as an optional last argument `tx`.
 */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

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
async function poolQuery(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<unknown> {
  const pool = (
    dataSource.driver as unknown as {
      master: { query(sql: string, parameters: unknown[]): Promise<PgResult> };
    }
  ).master;
  const result = await pool.query(sql, parameters);
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

  private query(sql: string, parameters: unknown[], tx?: Queryable): Promise<unknown> {
    return tx ? tx.query(sql, parameters) : poolQuery(this.dataSource, sql, parameters);
  }

  /** SELECT (or INSERT ... RETURNING): every row. */
  protected async rows<T>(sql: string, parameters: unknown[], tx?: Queryable): Promise<T[]> {
    return (await this.query(sql, parameters, tx)) as T[];
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

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Where a repository sends its SQL: the pool (a DataSource's EntityManager) or the EntityManager of
 * the transaction the service opened. Repositories take it as an optional last argument `tx`.
 */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Base of every *.repository.ts: plain parameterised SQL, typed rows. The schema lives once, in the
 * migrations; each repository names its columns (camelCase aliases) so rows need no further mapping.
 */
@Injectable()
export abstract class SqlRepository {
  constructor(private readonly dataSource: DataSource) {}

  private on(tx?: Queryable): Queryable {
    return tx ?? this.dataSource.manager;
  }

  /** SELECT (or INSERT ... RETURNING): every row. */
  protected async rows<T>(sql: string, parameters: unknown[], tx?: Queryable): Promise<T[]> {
    return (await this.on(tx).query(sql, parameters)) as T[];
  }

  /** The first row, or null. */
  protected async one<T>(sql: string, parameters: unknown[], tx?: Queryable): Promise<T | null> {
    return (await this.rows<T>(sql, parameters, tx))[0] ?? null;
  }

  /** UPDATE or DELETE (optionally RETURNING): TypeORM answers [rows, rowCount] for these two. */
  protected async change<T = unknown>(sql: string, parameters: unknown[], tx?: Queryable): Promise<{ rows: T[]; count: number }> {
    const [rows, count] = (await this.on(tx).query(sql, parameters)) as [T[], number];
    return { rows, count };
  }
}

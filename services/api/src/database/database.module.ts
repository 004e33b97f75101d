import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { migrations } from './migrations/index.js';
import { runMigrationsExclusively } from './run-migrations.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        return {
          type: 'postgres' as const,
          url: config.databaseUrl,
          synchronize: false,
          // Run below, under a lock: API replicas may start at the same time.
          migrationsRun: false,
          migrations,
          uuidExtension: 'pgcrypto' as const,
          installExtensions: false,
          // jit off: short OLTP queries only lose by it; the employee list's day counting (estimated
          // costly because of generate_series) spent 80 of its 340 ms compiling (EXPLAIN, tools/bench/api.mjs).
          // plan_cache_mode: a named statement (only SqlRepository's `prepared` ones; unnamed statements
          // are planned for their values either way) keeps its generic plan from the first execution.
          // PostgreSQL's own choice kept planning the employee page afresh (its generic cost estimate is
          // higher), while the generic plan ran it in 1.5-3.8 ms against 2.3-5.7 ms planned + run (issue 14).
          extra: {
            max: config.dbPoolSize,
            connectionTimeoutMillis: 10_000,
            options: '-c jit=off -c plan_cache_mode=force_generic_plan',
          },
        };
      },
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrationsExclusively(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}

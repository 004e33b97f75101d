import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';
import { PoolModule } from './pool.js';
import { runMigrationsExclusively } from './run-migrations.js';

/**
 * TypeORM's `driver` option (the pg module it connects with; documented to default to require('pg'))
 * whose Pool is the API's pool: TypeORM opens no connections of its own, and destroying the DataSource
 * ends the pool.
 */
const onPool = (pool: Pool) => ({
  Pool: function ApiPool() {
    return pool;
  },
});

@Module({
  imports: [
    PoolModule,
    TypeOrmModule.forRootAsync({
      inject: [Pool],
      useFactory: (pool: Pool) => ({
        type: 'postgres' as const,
        driver: onPool(pool),
        synchronize: false,
        // Run below, under a lock: API replicas may start at the same time.
        migrationsRun: false,
        migrations,
        uuidExtension: 'pgcrypto' as const,
        installExtensions: false,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrationsExclusively(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}

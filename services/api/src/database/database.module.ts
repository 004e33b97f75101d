import { Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { migrations } from './migrations/index.js';
import { runMigrationsExclusively } from './run-migrations.js';

// The embedded PGlite started for this process (none when DATABASE_URL points at PostgreSQL).
let embedded: EmbeddedPostgres | null = null;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        let url = config.databaseUrl;
        if (!url) {
          embedded ??= await startEmbeddedPostgres(config.dataDir, config.dbPoolSize + 2);
          url = embedded.url;
          new Logger('Database').log(`PGlite (${config.dataDir}) på ${url}`);
        }
        return {
          type: 'postgres' as const,
          url,
          synchronize: false,
          // Run below, under a lock: API replicas may start at the same time.
          migrationsRun: false,
          migrations,
          uuidExtension: 'pgcrypto' as const,
          installExtensions: false,
          extra: { max: config.dbPoolSize, connectionTimeoutMillis: 10_000 },
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
export class DatabaseModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    const running = embedded;
    embedded = null;
    await running?.stop();
  }
}

import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobBoss } from './job-boss.js';

// The replica's one pg-boss, imported by every module with a queue (one instance per app).
@Module({
  providers: [
    {
      provide: JobBoss,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new JobBoss(config.databaseUrl),
    },
  ],
  exports: [JobBoss],
})
export class JobsModule {}

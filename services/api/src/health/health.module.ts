import { Global, Module } from '@nestjs/common';
import { DrainState } from './drain-state.js';
import { HealthController } from './health.controller.js';
import { HealthRepository } from './health.repository.js';

@Global()
@Module({ controllers: [HealthController], providers: [HealthRepository, DrainState], exports: [DrainState] })
export class HealthModule {}

import { Module } from '@nestjs/common';

// Stub: the owner of src/teams replaces this with the real module.
@Module({})
export class TeamsModule {}

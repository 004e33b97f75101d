import { Module } from '@nestjs/common';

// Stub: the owner of src/vacation-requests replaces this with the real module.
@Module({})
export class VacationRequestsModule {}

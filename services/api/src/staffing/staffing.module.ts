import { Module } from '@nestjs/common';

// Stub: the owner of src/staffing replaces this with the real module.
@Module({})
export class StaffingModule {}

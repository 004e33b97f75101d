import { Module } from '@nestjs/common';
import { PayrollLockService } from './payroll-lock.service.js';
import { PayrollController } from './payroll.controller.js';
import { PayrollRepository } from './payroll.repository.js';
import { PayrollService } from './payroll.service.js';

/** Lønnseksport (issue 27, Pro): pay codes, the export of a period, the periods exported to payroll. */
@Module({
  controllers: [PayrollController],
  providers: [PayrollRepository, PayrollService, PayrollLockService],
  // The request services refuse changes inside an exported period through it.
  exports: [PayrollLockService],
})
export class PayrollModule {}

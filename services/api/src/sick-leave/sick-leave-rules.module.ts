import { Module } from '@nestjs/common';
import { SickLeaveRules } from './sick-leave-rules.service.js';
import { SickLeaveRepository } from './sick-leave.repository.js';

// The sick kinds' registration rules (egenmelding limits), which vacation-requests asks inside its
// transaction; kept apart from SickLeaveModule, which itself uses vacation-requests.
@Module({
  providers: [SickLeaveRepository, SickLeaveRules],
  exports: [SickLeaveRepository, SickLeaveRules],
})
export class SickLeaveRulesModule {}

import { Module } from '@nestjs/common';
import { AbsenceKindsController } from './absence-kinds.controller.js';
import { AbsenceKindSettingsRepository } from './absence-kind-settings.repository.js';
import { AbsenceKindsService } from './absence-kinds.service.js';
import { HourBankController } from './hour-bank.controller.js';
import { HourBankRepository } from './hour-bank.repository.js';
import { HourBankService } from './hour-bank.service.js';

// Issue 24: the organisation's absence kinds (settings) and the hour bank of Avspasering. The requests
// themselves stay in vacation-requests, which asks this module about kinds and hours.
@Module({
  controllers: [AbsenceKindsController, HourBankController],
  providers: [AbsenceKindSettingsRepository, AbsenceKindsService, HourBankRepository, HourBankService],
  exports: [AbsenceKindsService, HourBankService],
})
export class AbsenceModule {}

import { Module } from '@nestjs/common';
import { PlanningModule } from '../planning/planning.module.js';
import { CalendarFeedsController } from './calendar-feeds.controller.js';
import { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';

// Secret iCalendar URLs of approved vacation (Pro).
@Module({
  imports: [PlanningModule],
  controllers: [CalendarFeedsController],
  providers: [CalendarFeedsService, CalendarFeedsRepository],
})
export class CalendarFeedsModule {}

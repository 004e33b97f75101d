import { Module } from '@nestjs/common';
import { PushOutboxModule } from './push-outbox.module.js';
import { PushController } from './push.controller.js';
import { PushService } from './push.service.js';

// Web Push (issue 29): members turn pushes on and off for a device.
@Module({
  imports: [PushOutboxModule],
  controllers: [PushController],
  providers: [PushService],
})
export class PushModule {}

import { Module } from '@nestjs/common';
import { WebhookOutboxModule } from './webhook-outbox.module.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

// Webhooks (issue 27, Pro): admins register endpoints and see their deliveries.
@Module({
  imports: [WebhookOutboxModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}

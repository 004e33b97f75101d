import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import type { Attempt, DeliveryStatus, OutboxChannel } from '../jobs/outbox-delivery.js';
import { mailsDelivered } from '../observability/metrics.js';
import { OutboxRepository, type OutboxMail } from './outbox.repository.js';
import { SmtpTransport } from './smtp-transport.js';

/**
 * The mail outbox's channel in the one delivery loop (jobs/outbox-delivery.ts): one outbox row over
 * SMTP, marked Sent in the attempt's transaction; after MAIL_MAX_ATTEMPTS failures the row is 'Failed'.
 */
@Injectable()
export class MailDelivery implements OutboxChannel<OutboxMail> {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly smtp: SmtpTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claim(id: string, tx: Transaction): Promise<OutboxMail | null> {
    const mail = await this.outbox.lockForDelivery(id, tx);
    return mail?.status === 'Pending' ? mail : null;
  }

  async deliver(mail: OutboxMail): Promise<Attempt> {
    await this.smtp.send(mail);
    return { verdict: 'sent', error: null };
  }

  isLastAttempt(mail: OutboxMail): boolean {
    return mail.attempts + 1 >= this.config.mail.maxAttempts;
  }

  async record(
    id: string,
    mail: OutboxMail,
    attempt: Attempt,
    status: DeliveryStatus,
    tx: Transaction,
  ): Promise<void> {
    const tries = mail.attempts + 1;
    if (status === 'Succeeded') {
      await this.outbox.markSent(id, tx);
      mailsDelivered.inc({ outcome: 'sent' });
      this.logger.log({ msg: 'e-post sendt', outboxId: id, attempt: tries });
      return;
    }
    const giveUp = status === 'Failed';
    const message = attempt.error ?? '';
    await this.outbox.markAttemptFailed(id, message, giveUp, tx);
    mailsDelivered.inc({ outcome: giveUp ? 'failed' : 'retry' });
    this.logger.warn(`e-post ${id} (forsøk ${tries}) feilet${giveUp ? ', gir opp' : ''}: ${message}`);
  }
}

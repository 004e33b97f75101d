import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { sha256Hex } from '../common/sha256.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/sql.js';
import { MailQueue } from './mail-queue.js';
import { OutboxRepository } from './outbox.repository.js';
import { renderMail, type MailContent } from './render.js';
import { senderDomain } from './sender-domain.js';

type MailKind = 'invitation' | 'request-submitted' | 'request-decided';

export interface MailToSend {
  kind: MailKind;
  to: string;
  content: MailContent;
  organizationId: string;
  invitationId?: string;
  /** A notification to this member: the mail gets a one-click unsubscribe link. */
  notifiedMembershipId?: string;
}

/**
 * The transactional outbox. `send` writes the mail and its delivery job with the caller's transaction:
 * if that transaction rolls back, no mail exists; once it commits, the worker will deliver it.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get appOrigin(): string {
    return this.config.appOrigin;
  }

  async send(mail: MailToSend, tx: Transaction): Promise<void> {
    const id = randomUUID();
    const headers: Record<string, string> = {};
    let content = mail.content;
    let unsubscribeTokenHash: string | null = null;
    if (mail.notifiedMembershipId) {
      const token = randomBytes(32).toString('base64url');
      unsubscribeTokenHash = sha256Hex(token);
      const url = `${this.config.mail.apiOrigin}/api/Notifications/unsubscribe/${token}`;
      headers['List-Unsubscribe'] = `<${url}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      content = { ...content, unsubscribe: content.unsubscribe && { ...content.unsubscribe, url } };
    }
    const rendered = renderMail(content);
    await this.outbox.insert(
      {
        id,
        kind: mail.kind,
        recipient: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers,
        messageId: `<${id}@${senderDomain(this.config.mail.from)}>`,
        organizationId: mail.organizationId,
        invitationId: mail.invitationId ?? null,
        membershipId: mail.notifiedMembershipId ?? null,
        unsubscribeTokenHash,
      },
      tx,
    );
    await this.queue.enqueue(id, tx);
    this.logger.log({ msg: 'e-post lagt i utboksen', outboxId: id, kind: mail.kind });
  }

  /** Mails of an invitation not sent yet: their link no longer works, so they are not sent. */
  supersedeInvitationMails(invitationId: string, tx: Transaction): Promise<void> {
    return this.outbox.cancelPendingForInvitation(invitationId, tx);
  }

  /** Call after the transaction committed: the local worker picks the new mail up at once. */
  wake(): void {
    this.queue.wake();
  }
}

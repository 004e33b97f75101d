import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { OutboxMail } from './outbox.repository.js';

/** nodemailer over SMTP_URL. Short timeouts: a worker holds the outbox row lock while it sends. */
@Injectable()
export class SmtpTransport implements OnApplicationShutdown {
  private transporter: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** nodemailer is loaded with the first mail, not at start (issue 28: a replica's time to /api/health). */
  private async transport(): Promise<Transporter> {
    if (!this.config.mail.smtpUrl) throw new Error('SMTP_URL is not set');
    const { default: nodemailer } = await import('nodemailer');
    this.transporter ??= nodemailer.createTransport({
      url: this.config.mail.smtpUrl,
      // Reused connections: a backlog does not pay a TCP + SMTP handshake per mail.
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return this.transporter;
  }

  async send(mail: OutboxMail): Promise<void> {
    await (
      await this.transport()
    ).sendMail({
      from: this.config.mail.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text ?? '',
      html: mail.html ?? '',
      // Stable across attempts: a receiver that sees the same mail twice can tell.
      messageId: mail.messageId,
      headers: mail.headers,
    });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}

import { mail } from '@ferieplan/texts';
import type { MailContent } from './render.js';

type MailBody = Pick<MailContent, 'paragraphs' | 'action' | 'notes' | 'unsubscribe'>;

/** Every product mail's frame: its subject is its heading, then the body, the signature and the footer. */
export const layoutMail = (subject: string, body: MailBody): MailContent => ({
  subject,
  heading: subject,
  ...body,
  signature: mail.signature,
  footer: mail.footer,
});

/** What a notification about a member's period is made from. */
export interface PeriodNotice {
  appOrigin: string;
  organizationName: string;
  memberName: string;
  startDate: string;
  endDate: string;
}

/**
 * A notification to a member (they may turn these off): one button, and the unsubscribe line whose
 * link the outbox fills in for this mail.
 */
export const notificationMail = (
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailContent =>
  layoutMail(subject, {
    paragraphs,
    action,
    unsubscribe: { line: mail.unsubscribeLine, label: mail.unsubscribeAction, url: '' },
  });

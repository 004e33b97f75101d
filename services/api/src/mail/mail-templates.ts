import { absenceKindName, formatDateRange, formatLongDate, mail, sickPrivacy } from '@ferieplan/texts';
import { isAbsenceKind, isSickKind, osloDate } from '@ferieplan/vacation-rules';
import type { MailContent } from './render.js';

export const common = { signature: mail.signature, footer: mail.footer };

/** The invitation: the link to /opprett-konto carries the token (only its hash is stored). */
export function invitationMail(input: {
  appOrigin: string;
  organizationName: string;
  token: string;
  isAdmin: boolean;
  expiresAt: Date;
}): MailContent {
  const subject = mail.invitationSubject(input.organizationName);
  return {
    ...common,
    subject,
    heading: subject,
    paragraphs: [
      mail.invitationIntro(input.organizationName),
      ...(input.isAdmin ? [mail.invitationAsAdmin] : []),
    ],
    action: {
      label: mail.invitationAction,
      url: `${input.appOrigin}/opprett-konto?invitation=${encodeURIComponent(input.token)}`,
    },
    notes: [mail.invitationExpires(formatLongDate(osloDate(input.expiresAt))), mail.invitationIgnore],
  };
}

/** The unsubscribe line; the outbox fills in the link it makes for this mail. */
export const unsubscribe = { line: mail.unsubscribeLine, label: mail.unsubscribeAction, url: '' };

/**
 * Issue 25 (GDPR art. 9): a mail leaves the product (mail servers, shared inboxes), so a sick kind is
 * never named in one, to anybody: it is 'Fravær', without its description.
 */
const sick = (kind: string | undefined): boolean => isAbsenceKind(kind) && isSickKind(kind);

/** The period and days of a request; another kind than Ferie is named ('Fraværstype: Avspasering'). */
function kindLines(kind: string | undefined, startDate: string, endDate: string, days: number): string[] {
  const period = mail.requestPeriod(formatDateRange(startDate, endDate));
  if (kind === undefined || kind === 'Ferie') return [period, mail.requestDays(days)];
  const name = sick(kind) ? sickPrivacy.hiddenKind : absenceKindName(kind);
  return [mail.requestKind(name), period, mail.requestAbsenceDays(days)];
}

/** To each admin: a member sent a request. */
export function requestSubmittedMail(input: {
  appOrigin: string;
  organizationName: string;
  memberName: string;
  startDate: string;
  endDate: string;
  days: number;
  description: string | null;
  /** Issue 24: the kind; Ferie (or none) keeps the spec's wording. */
  kind?: string;
}): MailContent {
  const subject = mail.requestSubmittedSubject(input.memberName);
  return {
    ...common,
    subject,
    heading: subject,
    paragraphs: [
      mail.requestSubmittedIntro(input.memberName, input.organizationName),
      ...kindLines(input.kind, input.startDate, input.endDate, input.days),
      ...(input.description && !sick(input.kind) ? [mail.requestDescription(input.description)] : []),
    ],
    action: { label: mail.requestReviewAction, url: `${input.appOrigin}/admindashboard` },
    unsubscribe,
  };
}

/** To the member: their request was approved or rejected. */
export function requestDecidedMail(input: {
  appOrigin: string;
  organizationName: string;
  approved: boolean;
  startDate: string;
  endDate: string;
  days: number;
  kind?: string;
}): MailContent {
  const subject = input.approved ? mail.requestApprovedSubject : mail.requestRejectedSubject;
  return {
    ...common,
    subject,
    heading: subject,
    paragraphs: [
      input.approved
        ? mail.requestApprovedIntro(input.organizationName)
        : mail.requestRejectedIntro(input.organizationName),
      ...kindLines(input.kind, input.startDate, input.endDate, input.days),
    ],
    action: { label: mail.requestOpenAction, url: `${input.appOrigin}/dashboard` },
    unsubscribe,
  };
}

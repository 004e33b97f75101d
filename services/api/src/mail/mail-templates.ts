import { absenceKindName, formatDateRange, formatLongDate, mail, sickPrivacy } from '@ferieplan/texts';
import { isAbsenceKind, isSickKind, osloDate } from '@ferieplan/vacation-rules';
import { layoutMail, notificationMail, type PeriodNotice } from './mail-layout.js';
import type { MailContent } from './render.js';

/** The invitation: the link to /opprett-konto carries the token (only its hash is stored). */
export function invitationMail(input: {
  appOrigin: string;
  organizationName: string;
  token: string;
  isAdmin: boolean;
  expiresAt: Date;
}): MailContent {
  return layoutMail(mail.invitationSubject(input.organizationName), {
    paragraphs: [
      mail.invitationIntro(input.organizationName),
      ...(input.isAdmin ? [mail.invitationAsAdmin] : []),
    ],
    action: {
      label: mail.invitationAction,
      url: `${input.appOrigin}/opprett-konto?invitation=${encodeURIComponent(input.token)}`,
    },
    notes: [mail.invitationExpires(formatLongDate(osloDate(input.expiresAt))), mail.invitationIgnore],
  });
}

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
export function requestSubmittedMail(
  input: PeriodNotice & {
    days: number;
    description: string | null;
    /** Issue 24: the kind; Ferie (or none) keeps the spec's wording. */
    kind?: string;
  },
): MailContent {
  return notificationMail(
    mail.requestSubmittedSubject(input.memberName),
    [
      mail.requestSubmittedIntro(input.memberName, input.organizationName),
      ...kindLines(input.kind, input.startDate, input.endDate, input.days),
      ...(input.description && !sick(input.kind) ? [mail.requestDescription(input.description)] : []),
    ],
    { label: mail.requestReviewAction, url: `${input.appOrigin}/admindashboard` },
  );
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
  return notificationMail(
    input.approved ? mail.requestApprovedSubject : mail.requestRejectedSubject,
    [
      input.approved
        ? mail.requestApprovedIntro(input.organizationName)
        : mail.requestRejectedIntro(input.organizationName),
      ...kindLines(input.kind, input.startDate, input.endDate, input.days),
    ],
    { label: mail.requestOpenAction, url: `${input.appOrigin}/dashboard` },
  );
}

import { formatDateRange, sickLeaveMail } from '@ferieplan/texts';
import { calendarDaysOf } from '@ferieplan/vacation-rules';
import { common, unsubscribe } from './mail-templates.js';
import type { MailContent } from './render.js';

/** To each admin (Pro): a member registered an egenmelding. Dates and calendar days only, nothing else. */
export function egenmeldingRegisteredMail(input: {
  appOrigin: string;
  organizationName: string;
  memberName: string;
  startDate: string;
  endDate: string;
}): MailContent {
  const subject = sickLeaveMail.subject(input.memberName);
  return {
    ...common,
    subject,
    heading: subject,
    paragraphs: [
      sickLeaveMail.intro(input.memberName, input.organizationName),
      sickLeaveMail.period(formatDateRange(input.startDate, input.endDate), calendarDaysOf(input)),
    ],
    action: { label: sickLeaveMail.action, url: `${input.appOrigin}/admindashboard?tab=employees` },
    unsubscribe,
  };
}

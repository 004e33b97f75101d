import { formatDateRange, sickLeaveMail } from '@ferieplan/texts';
import { calendarDaysOf } from '@ferieplan/vacation-rules';
import { notificationMail, type PeriodNotice } from './mail-layout.js';
import type { MailContent } from './render.js';

/** To each admin (Pro): a member registered an egenmelding. Dates and calendar days only, nothing else. */
export function egenmeldingRegisteredMail(input: PeriodNotice): MailContent {
  return notificationMail(
    sickLeaveMail.subject(input.memberName),
    [
      sickLeaveMail.intro(input.memberName, input.organizationName),
      sickLeaveMail.period(formatDateRange(input.startDate, input.endDate), calendarDaysOf(input)),
    ],
    { label: sickLeaveMail.action, url: `${input.appOrigin}/admindashboard?tab=employees` },
  );
}

import { vacationReturnMail } from '@ferieplan/texts';
import { notificationMail, type PeriodNotice } from './mail-layout.js';
import type { MailContent } from './render.js';

/** To each admin (Pro): a member asks for ferie days back (syk i ferien). Dates and days only. */
export function vacationReturnRequestedMail(input: PeriodNotice & { days: number }): MailContent {
  return notificationMail(
    vacationReturnMail.subject(input.memberName),
    [
      vacationReturnMail.intro(input.memberName, input.organizationName),
      vacationReturnMail.period(input.startDate, input.endDate, input.days),
    ],
    { label: vacationReturnMail.action, url: `${input.appOrigin}/admindashboard?tab=employees` },
  );
}

import { vacationReturnMail } from '@ferieplan/texts';
import { common, unsubscribe } from './mail-templates.js';
import type { MailContent } from './render.js';

/** To each admin (Pro): a member asks for ferie days back (syk i ferien). Dates and days only. */
export function vacationReturnRequestedMail(input: {
  appOrigin: string;
  organizationName: string;
  memberName: string;
  startDate: string;
  endDate: string;
  days: number;
}): MailContent {
  const subject = vacationReturnMail.subject(input.memberName);
  return {
    ...common,
    subject,
    heading: subject,
    paragraphs: [
      vacationReturnMail.intro(input.memberName, input.organizationName),
      vacationReturnMail.period(input.startDate, input.endDate, input.days),
    ],
    action: { label: vacationReturnMail.action, url: `${input.appOrigin}/admindashboard?tab=employees` },
    unsubscribe,
  };
}

import type { AuditRequestDetails } from '@ferieplan/contracts';
import { absenceKindName, chatMessages, formatDateRange, sickPrivacy } from '@ferieplan/texts';
import { isAbsenceKind, isSickKind } from '@ferieplan/vacation-rules';

export type RequestEvent = 'submitted' | 'approved' | 'rejected';

/** What a message says about a request: who, which kind, when. */
export interface RequestFacts {
  requestId: string;
  memberName: string;
  details: AuditRequestDetails;
}

/**
 * The kind as Slack and Teams may show it. A channel, a DM and a Teams card leave the product (a third
 * party keeps them), so a sick kind is never named there, to anybody: it is 'Fravær' (as in mails).
 */
function kindName(kind: string | undefined): string {
  if (kind === undefined || kind === 'Ferie') return 'Ferie';
  return isAbsenceKind(kind) && isSickKind(kind) ? sickPrivacy.hiddenKind : absenceKindName(kind);
}

/** One sentence about the request. */
export function requestText(event: RequestEvent, facts: RequestFacts): string {
  const name = kindName(facts.details.kind);
  const period = formatDateRange(facts.details.startDate, facts.details.endDate);
  if (event === 'submitted')
    return chatMessages.requestSubmitted(
      facts.memberName,
      name.toLowerCase(),
      period,
      chatMessages.days(facts.details.days),
    );
  return event === 'approved'
    ? chatMessages.requestApproved(facts.memberName, name, period)
    : chatMessages.requestRejected(facts.memberName, name, period);
}

/** Where an admin handles requests in the web app. */
export const requestsLink = (appOrigin: string): string => `${appOrigin}/admindashboard?tab=requests`;

/** An admin's DM: the request and the 'Godkjenn'/'Avslå' buttons (their value is the request id). */
export function decisionBlocks(text: string, requestId: string): unknown[] {
  return [
    { type: 'section', text: { type: 'mrkdwn', text } },
    {
      type: 'actions',
      block_id: 'ferieplan_decision',
      elements: [
        {
          type: 'button',
          action_id: 'approve',
          style: 'primary',
          value: requestId,
          text: { type: 'plain_text', text: chatMessages.approve },
        },
        {
          type: 'button',
          action_id: 'reject',
          style: 'danger',
          value: requestId,
          text: { type: 'plain_text', text: chatMessages.reject },
        },
      ],
    },
  ];
}

/** The Teams message: an Adaptive Card with the request and a button that opens it in Ferieplan. */
export function adaptiveCard(text: string, link: string): unknown {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: chatMessages.cardTitle, weight: 'Bolder', size: 'Medium' },
            { type: 'TextBlock', text, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: chatMessages.open, url: link }],
        },
      },
    ],
  };
}

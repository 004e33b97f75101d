/** What Ferieplan reads from Slack's block_actions payload (api.slack.com/reference/interaction-payloads). */
export interface SlackAction {
  teamId: string;
  userId: string;
  decision: 'approve' | 'reject';
  requestId: string;
  /** The DM the button was in: its buttons are replaced by the outcome. */
  channelId: string | null;
  messageTs: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The decision a button press asks for, or null for anything else (other payload types, malformed). */
export function slackActionOf(form: Record<string, unknown>): SlackAction | null {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(String(form.payload ?? '')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (payload?.type !== 'block_actions') return null;
  const team = payload.team as { id?: unknown } | undefined;
  const user = payload.user as { id?: unknown } | undefined;
  const action = (payload.actions as { action_id?: unknown; value?: unknown }[] | undefined)?.[0];
  const container = payload.container as { channel_id?: unknown; message_ts?: unknown } | undefined;
  const [teamId, userId, requestId] = [text(team?.id), text(user?.id), text(action?.value)];
  const decision = action?.action_id;
  if (!teamId || !userId || !requestId || (decision !== 'approve' && decision !== 'reject')) return null;
  return {
    teamId,
    userId,
    decision,
    requestId,
    channelId: text(container?.channel_id),
    messageTs: text(container?.message_ts),
  };
}

// Types of server.mjs for TypeScript callers (the API's integration tests, the dev orchestrator, e2e).

export interface SlackFakeOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  /** Ferieplan's API origin: button presses and /ferie go to `${apiUrl}/api/Slack/...`. */
  apiUrl?: string;
  log?: (line: string) => void;
}

export interface SlackFakeMessage {
  ts: string;
  /** A channel id (C…) or, for a DM, the user's id (U…). */
  channel: string;
  text: string;
  blocks?: { type: string; elements?: { action_id: string; value: string; text?: { text: string } }[] }[];
  edited?: boolean;
  /** Ferieplan's answer to a button pressed on the fake's page. */
  reply?: string;
}

export interface SlackFake {
  url: string;
  port: number;
  team: { id: string; name: string };
  messages: SlackFakeMessage[];
  teamsCards: { path: string; body: unknown }[];
  setApiUrl(url: string): void;
  /** Presses a DM's button as its recipient would: a signed block_actions request to Ferieplan. */
  press(ts: string, actionId: string): Promise<{ status: number; text: string }>;
  /** `/ferie` typed by the workspace member with this e-mail. */
  command(email: string): Promise<{ status: number; text: string }>;
  /** The Slack user id of an e-mail address (every address is a member of the fake workspace). */
  userFor(email: string): string;
  isRevoked(token: string): boolean;
  close(): Promise<void>;
}

/** v0 signature headers for a request body (x-slack-request-timestamp, x-slack-signature). */
export declare function signSlackRequest(
  signingSecret: string,
  body: string,
  timestamp?: number,
): Record<string, string>;

export declare function startSlackFake(options: SlackFakeOptions): Promise<SlackFake>;

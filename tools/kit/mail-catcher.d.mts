// Types of mail-catcher.mjs for TypeScript callers (the API's tests, the Playwright suite).
export interface CaughtMail {
  id: string;
  subject: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  time: string;
}

export interface MailCatcherClient {
  messages(): Promise<CaughtMail[]>;
  messagesTo(address: string): Promise<CaughtMail[]>;
  waitForMessagesTo(address: string, options?: { count?: number; timeoutMs?: number }): Promise<CaughtMail[]>;
  /** A header as sent, read from the raw message (maildev's `headers` keeps only a few). */
  header(message: CaughtMail, name: string): Promise<string | undefined>;
  clear(): Promise<void>;
}

export function mailCatcherClient(webUrl: string): MailCatcherClient;

export interface RunningMailCatcher extends MailCatcherClient {
  smtpPort: number;
  webPort: number;
  smtpUrl: string;
  webUrl: string;
  /** Resolves when the catcher answers. */
  readonly ready: Promise<void>;
  /** Stops the SMTP server (an outage); start() brings it back on the same ports. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function startMailCatcher(options?: {
  smtpPort?: number;
  webPort?: number;
  log?: (line: string) => void;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<RunningMailCatcher>;

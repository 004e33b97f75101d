import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The Web API methods Ferieplan calls (https://api.slack.com/methods); the local fake answers the same. */
export class SlackApiError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** A bounded wait: a slow Slack must not hold a worker or a request for long. */
const TIMEOUT_MS = 10_000;

export interface SlackInstall {
  botToken: string;
  teamId: string;
  teamName: string;
}

export interface SlackChannel {
  id: string;
  name: string;
}

type SlackAnswer = { ok: boolean; error?: string } & Record<string, unknown>;

@Injectable()
export class SlackApi {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get apiUrl(): string {
    const slack = this.config.chat.slack;
    if (!slack) throw new SlackApiError('not_configured');
    return slack.apiUrl;
  }

  /** One method call: form-encoded when `form`, JSON otherwise; `ok: false` throws its `error`. */
  private async call(
    method: string,
    token: string | null,
    body: Record<string, unknown>,
    form = false,
  ): Promise<SlackAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}/${method}`, {
        method: 'POST',
        headers: {
          'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json; charset=utf-8',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: form
          ? new URLSearchParams(
              Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString()
          : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SlackApiError(`unreachable: ${(error as Error).message}`);
    }
    if (response.status === 429) throw new SlackApiError('ratelimited');
    const answer = (await response.json().catch(() => null)) as SlackAnswer | null;
    if (!answer) throw new SlackApiError(`http_${response.status}`);
    if (!answer.ok) throw new SlackApiError(answer.error ?? 'unknown_error');
    return answer;
  }

  /** oauth.v2.access: the code from the install redirect, for the workspace's bot token. */
  async exchangeCode(code: string, redirectUri: string): Promise<SlackInstall> {
    const slack = this.config.chat.slack!;
    const answer = await this.call(
      'oauth.v2.access',
      null,
      { client_id: slack.clientId, client_secret: slack.clientSecret, code, redirect_uri: redirectUri },
      true,
    );
    const team = answer.team as { id?: string; name?: string } | undefined;
    if (typeof answer.access_token !== 'string' || !team?.id) throw new SlackApiError('invalid_oauth_answer');
    return { botToken: answer.access_token, teamId: team.id, teamName: team.name ?? team.id };
  }

  /** Public channels the bot may post in (the admin picks one). */
  async channels(token: string): Promise<SlackChannel[]> {
    const answer = await this.call('conversations.list', token, {
      exclude_archived: true,
      types: 'public_channel',
      limit: 200,
    });
    return ((answer.channels as { id: string; name: string }[]) ?? []).map(({ id, name }) => ({ id, name }));
  }

  async postMessage(token: string, channel: string, text: string, blocks?: unknown[]): Promise<void> {
    await this.call('chat.postMessage', token, { channel, text, ...(blocks ? { blocks } : {}) });
  }

  /** Replaces a message (the DM's buttons by the outcome of pressing one). */
  async updateMessage(token: string, channel: string, ts: string, text: string): Promise<void> {
    await this.call('chat.update', token, { channel, ts, text, blocks: [] });
  }

  /** The Slack user with this e-mail address, or null (users_not_found). */
  async userByEmail(token: string, email: string): Promise<string | null> {
    try {
      const answer = await this.call('users.lookupByEmail', token, { email }, true);
      return (answer.user as { id?: string } | undefined)?.id ?? null;
    } catch (error) {
      if (error instanceof SlackApiError && error.code === 'users_not_found') return null;
      throw error;
    }
  }

  /** The e-mail address of a Slack user (their profile), or null. */
  async emailOf(token: string, userId: string): Promise<string | null> {
    const answer = await this.call('users.info', token, { user: userId }, true);
    const email = (answer.user as { profile?: { email?: string } } | undefined)?.profile?.email;
    return typeof email === 'string' ? email : null;
  }

  /** auth.revoke: the token stops working at once. */
  async revoke(token: string): Promise<void> {
    await this.call('auth.revoke', token, {}, true);
  }
}

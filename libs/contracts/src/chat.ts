/**
 * Slack and Microsoft Teams (issue 29, Pro): the admin's view of the organisation's connections. No
 * secret (the bot token, the Teams URL) is ever in an answer.
 */

/** GET /api/Slack/organization/{organizationId}. */
export interface SlackStatus {
  /** Slack is set up on this server (the app's credentials, or the local fake). */
  configured: boolean;
  connected: boolean;
  /** The connected workspace's name. */
  teamName: string | null;
  channelId: string | null;
  channelName: string | null;
}

/** A public channel of the workspace the bot can post in. */
export interface SlackChannel {
  id: string;
  name: string;
}

/** POST /api/Slack/organization/{organizationId}/install: where the admin's browser installs the app. */
export interface SlackInstallUrl {
  url: string;
}

/** PUT /api/Slack/organization/{organizationId}/channel. */
export interface SetSlackChannelBody {
  channelId: string;
}

/** GET /api/MicrosoftTeams/organization/{organizationId}. */
export interface TeamsStatus {
  /** Encryption is set up on this server (SECRETS_KEY). */
  configured: boolean;
  connected: boolean;
  /** The pasted URL's host (the rest of it is a credential and stays secret). */
  host: string | null;
}

/** PUT /api/MicrosoftTeams/organization/{organizationId}: the Workflows/incoming webhook URL. */
export interface ConnectTeamsBody {
  url: string;
}

// Slack and Microsoft Teams (issue 29, admins, Pro): the connections, never their secrets.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type {
  ConnectTeamsBody,
  SlackChannel,
  SlackInstallUrl,
  SlackStatus,
  TeamsStatus,
} from '@ferieplan/contracts';
import { adminChat } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const slack = (organizationId: string) => `/api/Slack/organization/${encodeURIComponent(organizationId)}`;
const teams = (organizationId: string) =>
  `/api/MicrosoftTeams/organization/${encodeURIComponent(organizationId)}`;

export const chatApi = {
  slackStatus: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<SlackStatus>('GET', slack(organizationId), { fallbackMessage: adminChat.loadFailed, signal }),
  /** Where the browser goes to install the app in the workspace. */
  slackInstall: (organizationId: string) =>
    apiRequest<SlackInstallUrl>('POST', `${slack(organizationId)}/install`, {
      fallbackMessage: adminChat.saveFailed,
    }),
  slackChannels: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<SlackChannel[]>('GET', `${slack(organizationId)}/channels`, {
      fallbackMessage: adminChat.loadFailed,
      signal,
    }),
  slackSetChannel: (organizationId: string, channelId: string) =>
    apiRequest<SlackStatus>('PUT', `${slack(organizationId)}/channel`, {
      body: { channelId },
      fallbackMessage: adminChat.saveFailed,
    }),
  slackDisconnect: (organizationId: string) =>
    apiRequest<void>('DELETE', slack(organizationId), { fallbackMessage: adminChat.saveFailed }),
  teamsStatus: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<TeamsStatus>('GET', teams(organizationId), { fallbackMessage: adminChat.loadFailed, signal }),
  teamsConnect: (organizationId: string, body: ConnectTeamsBody) =>
    apiRequest<TeamsStatus>('PUT', teams(organizationId), { body, fallbackMessage: adminChat.saveFailed }),
  teamsDisconnect: (organizationId: string) =>
    apiRequest<void>('DELETE', teams(organizationId), { fallbackMessage: adminChat.saveFailed }),
};

export const chatKeys = {
  slack: (organizationId: string) => [...organizationKeys.data(organizationId), 'slack'] as const,
  slackChannels: (organizationId: string) => [...chatKeys.slack(organizationId), 'channels'] as const,
  teams: (organizationId: string) => [...organizationKeys.data(organizationId), 'teams-connection'] as const,
};

/** What a change to a connection makes stale. */
export const chatChanges = {
  slack: (organizationId: string): QueryKey[] => [chatKeys.slack(organizationId)],
  teams: (organizationId: string): QueryKey[] => [chatKeys.teams(organizationId)],
};

export const chatQueries = {
  slack: (organizationId: string) =>
    queryOptions({
      queryKey: chatKeys.slack(organizationId),
      queryFn: ({ signal }) => chatApi.slackStatus(organizationId, signal),
    }),
  slackChannels: (organizationId: string) =>
    queryOptions({
      queryKey: chatKeys.slackChannels(organizationId),
      queryFn: ({ signal }) => chatApi.slackChannels(organizationId, signal),
    }),
  teams: (organizationId: string) =>
    queryOptions({
      queryKey: chatKeys.teams(organizationId),
      queryFn: ({ signal }) => chatApi.teamsStatus(organizationId, signal),
    }),
};

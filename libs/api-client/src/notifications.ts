import { queryOptions } from '@tanstack/react-query';
import type { NotificationSetting, NotificationSettingBody } from '@ferieplan/contracts';
import { notificationSettings } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (organizationId: string) =>
  `/api/Notifications/organization/${encodeURIComponent(organizationId)}`;

export const notificationsApi = {
  /** The caller's e-mail notification setting in the organisation (kept on the server, per member). */
  get: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<NotificationSetting>('GET', path(organizationId), {
      fallbackMessage: notificationSettings.loadFailed,
      signal,
    }),
  set: (organizationId: string, enabled: boolean) =>
    apiRequest<NotificationSetting>('PUT', path(organizationId), {
      body: { enabled } satisfies NotificationSettingBody,
      fallbackMessage: notificationSettings.saveFailed,
    }),
};

export const notificationKeys = {
  setting: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'notification-setting'] as const,
};

export const notificationQueries = {
  setting: (organizationId: string) =>
    queryOptions({
      queryKey: notificationKeys.setting(organizationId),
      queryFn: ({ signal }) => notificationsApi.get(organizationId, signal),
    }),
};

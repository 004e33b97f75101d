import type { NotificationSetting } from '@ferieplan/contracts';
import { notificationSettings } from '@ferieplan/texts';
import { apiRequest } from './http.js';

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
      body: { enabled },
      fallbackMessage: notificationSettings.saveFailed,
    }),
};

// Web Push on this device (issue 29): the browser's one PushSubscription, and which of the person's
// organisations it was turned on for here (pushDeviceMarks), since the server keeps it per membership.
import { pushApi, pushDeviceMarks, vapidKeyBytes } from '@ferieplan/api-client';

/** Whether this browser can receive pushes at all (a service worker, the Push API, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const registration = () => navigator.serviceWorker.ready;

/** On for the organisation on this device: the browser has a subscription and it was given to it. */
export async function pushIsOn(organizationId: string): Promise<boolean> {
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription !== null && pushDeviceMarks.endpointFor(organizationId) === subscription.endpoint;
}

/** 'denied' when the person (or the browser) refused notifications; nothing is saved then. */
export async function turnPushOn(organizationId: string, publicKey: string): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('PushSubscription without endpoint or keys');
  await pushApi.subscribe(organizationId, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  pushDeviceMarks.set(organizationId, endpoint);
  return 'on';
}

/** Removed on the server first; the browser's subscription goes when no organisation uses it any more. */
export async function turnPushOff(organizationId: string): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) await pushApi.unsubscribe(organizationId, subscription.endpoint);
  pushDeviceMarks.remove(organizationId);
  const stillUsed = pushDeviceMarks.all().length > 0;
  if (subscription && !stillUsed) await subscription.unsubscribe();
}

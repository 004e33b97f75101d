// Web Push on this device (issue 29): the browser's one PushSubscription, and which of the person's
// organisations it was turned on for here (localStorage), since the server keeps it per membership.
import { pushApi } from '@ferieplan/api-client';

const marker = (organizationId: string) => `ferieplan.push.${organizationId}`;
const MARKER_PREFIX = 'ferieplan.push.';

/** Whether this browser can receive pushes at all (a service worker, the Push API, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** VAPID keys travel as base64url; PushManager takes the raw bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const registration = () => navigator.serviceWorker.ready;

/** On for the organisation on this device: the browser has a subscription and it was given to it. */
export async function pushIsOn(organizationId: string): Promise<boolean> {
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription !== null && localStorage.getItem(marker(organizationId)) === subscription.endpoint;
}

/** 'denied' when the person (or the browser) refused notifications; nothing is saved then. */
export async function turnPushOn(organizationId: string, publicKey: string): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('PushSubscription without endpoint or keys');
  await pushApi.subscribe(organizationId, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  localStorage.setItem(marker(organizationId), endpoint);
  return 'on';
}

/** Removed on the server first; the browser's subscription goes when no organisation uses it any more. */
export async function turnPushOff(organizationId: string): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) await pushApi.unsubscribe(organizationId, subscription.endpoint);
  localStorage.removeItem(marker(organizationId));
  const stillUsed = Object.keys(localStorage).some((key) => key.startsWith(MARKER_PREFIX));
  if (subscription && !stillUsed) await subscription.unsubscribe();
}

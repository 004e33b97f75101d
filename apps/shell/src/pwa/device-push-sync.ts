// The server's copies of this device's push subscription (one per organisation it was turned on for,
// pushDeviceMarks) kept in step with the browser's own (issue 29): removed on sign-out, and moved to the
// new endpoint after the browser renewed it (public/sw.js's pushsubscriptionchange, which has no session
// to tell the server itself).
import { pushApi, pushDeviceMarks, vapidKeyBytes } from '@ferieplan/api-client';

const pushManager = async (): Promise<PushManager | null> =>
  'PushManager' in window ? ((await navigator.serviceWorker.getRegistration())?.pushManager ?? null) : null;

/** Signing out on this device: no more pushes here for anyone, on the server and in the browser. */
export async function removeDevicePush(): Promise<void> {
  const manager = await pushManager();
  const subscription = await manager?.getSubscription();
  for (const { organizationId, endpoint } of pushDeviceMarks.all()) {
    // One organisation that refuses (the person left it) does not keep the others' copies.
    await pushApi.unsubscribe(organizationId, subscription?.endpoint ?? endpoint).catch(console.error);
    pushDeviceMarks.remove(organizationId);
  }
  await subscription?.unsubscribe();
}

/**
 * The organisations given an endpoint the browser no longer has get the current one. Without a
 * subscription (the renewal failed) one is made again while notifications are still allowed.
 */
export async function syncDevicePush(): Promise<void> {
  const marks = pushDeviceMarks.all();
  const manager = await pushManager();
  if (marks.length === 0 || !manager) return;
  let subscription = await manager.getSubscription();
  if (!subscription && Notification.permission === 'granted') {
    const { publicKey } = await pushApi.publicKey();
    if (publicKey)
      subscription = await manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(publicKey),
      });
  }
  const { endpoint, keys } = subscription?.toJSON() ?? {};
  for (const mark of marks) {
    if (mark.endpoint === endpoint) continue;
    if (endpoint && keys?.p256dh && keys.auth) {
      await pushApi.subscribe(mark.organizationId, {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      pushDeviceMarks.set(mark.organizationId, endpoint);
    } else pushDeviceMarks.remove(mark.organizationId);
    await pushApi.unsubscribe(mark.organizationId, mark.endpoint);
  }
}

// Which of the person's organisations this device's push subscription was given to (localStorage): the
// server keeps one row per membership, the browser has one subscription for all of them. Written when push
// is turned on or off (employee remote), read on sign-out and after the browser renewed it (shell).
const PREFIX = 'ferieplan.push.';

interface PushDeviceMark {
  organizationId: string;
  /** The endpoint the server was given for that organisation. */
  endpoint: string;
}

export const pushDeviceMarks = {
  endpointFor: (organizationId: string): string | null => localStorage.getItem(PREFIX + organizationId),
  set: (organizationId: string, endpoint: string): void =>
    localStorage.setItem(PREFIX + organizationId, endpoint),
  remove: (organizationId: string): void => localStorage.removeItem(PREFIX + organizationId),
  all: (): PushDeviceMark[] =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => ({
        organizationId: key.slice(PREFIX.length),
        endpoint: localStorage.getItem(key) ?? '',
      })),
};

/** VAPID keys travel as base64url; PushManager takes the raw bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

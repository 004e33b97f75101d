// Web Push (issue 29): a member's devices that get notifications.

/** GET /api/Push/public-key: the VAPID key to subscribe with; null when push is off on this server. */
export interface PushPublicKey {
  publicKey: string | null;
}

/** The keys of a browser's PushSubscription (PushSubscription.toJSON().keys). */
export interface PushSubscriptionKeys {
  p256dh: string;
  auth: string;
}

/** PUT /api/Push/organization/{organizationId}/subscription: this device gets the member's pushes. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: PushSubscriptionKeys;
}

/** POST /api/Push/organization/{organizationId}/subscription/remove: this device gets none any more. */
export interface PushUnsubscribeBody {
  endpoint: string;
}

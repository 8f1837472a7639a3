// Push notifications: the browser's PushSubscription as the API accepts it, the copy of
// Settings → Notifications, and which push services an endpoint may point at. Shared by the API
// (validation) and the web app (the resource route and the panel).
import { z } from "zod";

/** Devices one person may get notifications on (one subscription each). */
export const PUSH_DEVICES_MAX = 10;

/** Where a notification opens when tapped. */
export const NOTIFICATIONS_PATH = "/dashboard/notifications";

export const PUSH_COPY = {
  endpointRequired: "The browser did not give a push address for this device.",
  endpointInvalid: "This browser's push service is not one we can send to.",
  keysInvalid: "The browser gave incomplete keys for notifications. Turn notifications off and on again.",
  tooManyDevices: `You can get notifications on up to ${PUSH_DEVICES_MAX} devices. Turn them off on one first.`,
  subscribed: "You will get notifications on this device.",
  unsubscribed: "Notifications are off on this device.",
  notSubscribed: "This device is not getting notifications.",
} as const;

// Unpadded (or padded) URL-safe base64, as PushSubscription.toJSON() gives the keys.
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (min: number, max: number) =>
  z
    .string({ required_error: PUSH_COPY.keysInvalid, invalid_type_error: PUSH_COPY.keysInvalid })
    .trim()
    .min(min, PUSH_COPY.keysInvalid)
    .max(max, PUSH_COPY.keysInvalid)
    .regex(base64url, PUSH_COPY.keysInvalid);

const endpoint = z
  .string({ required_error: PUSH_COPY.endpointRequired, invalid_type_error: PUSH_COPY.endpointRequired })
  .trim()
  .min(1, PUSH_COPY.endpointRequired)
  .max(2048, PUSH_COPY.endpointInvalid)
  .url(PUSH_COPY.endpointInvalid);

/** POST /push/subscriptions: PushSubscription.toJSON() (expirationTime and the rest are ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      // A P-256 public key (65 bytes: 87 characters) and a 16-byte secret (22 characters).
      p256dh: key(80, 100),
      auth: key(16, 32),
    },
    { required_error: PUSH_COPY.keysInvalid, invalid_type_error: PUSH_COPY.keysInvalid },
  ),
});

/** DELETE /push/subscriptions. */
export const pushEndpointSchema = z.object({ endpoint });

// The browsers' push services. Anything else would let a member make our server send requests to
// an address of their choosing.
const PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const PUSH_HOST_SUFFIXES = [".push.services.mozilla.com", ".notify.windows.com", ".push.apple.com"];
const LOOPBACK_HOSTS = ["127.0.0.1", "[::1]", "localhost"];

/**
 * True when an endpoint is https on a known push service, or (demo mode only, for tests and local
 * runs) any loopback address over http or https.
 */
export function isAllowedPushEndpoint(raw: string, { demoMode }: { demoMode: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (demoMode && LOOPBACK_HOSTS.includes(host) && (url.protocol === "http:" || url.protocol === "https:"))
    return true;
  if (url.protocol !== "https:" || (url.port && url.port !== "443")) return false;
  return PUSH_HOSTS.includes(host) || PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

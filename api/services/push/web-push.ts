// The Web Push sender: the web-push package encrypts the payload (aes128gcm, RFC 8291) and signs
// the VAPID header (RFC 8292); the request itself goes out with fetch, so it has a deadline and
// also reaches the loopback push service tests and demo runs use (web-push itself speaks https only).
import { errorSummary } from "../../../contract/error-summary";
import webpush from "web-push";
import type { PushMessage, PushOutcome, PushSender, PushTarget } from "./push";
import type { VapidKeys } from "./vapid";

/** How long a push message waits for delivery when the device is offline (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** `keys` is read on first use, so nothing is generated or read until push is used. */
export function createWebPushSender(keys: () => VapidKeys): PushSender {
  let cached: VapidKeys | null = null;
  const vapid = () => (cached ??= keys());
  return {
    name: "web-push",
    publicKey: () => vapid().publicKey,
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      const { publicKey, privateKey, subject } = vapid();
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
        },
      );
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: "error",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.ok) return { ok: true, status: res.status };
        return {
          ok: false,
          gone: res.status === 404 || res.status === 410,
          status: res.status,
          error: `push service answered ${res.status}`,
        };
      } catch (err) {
        return {
          ok: false,
          gone: false,
          status: null,
          error: errorSummary(err),
        };
      }
    },
  };
}

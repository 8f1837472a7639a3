// This browser's Web Push subscription, for Settings → Notifications. The API hears
// about it through /dashboard/account-setting/push (the web tier holds the token). Browser only.
import { useCallback, useEffect, useState } from "react";

export type PushState = "checking" | "unsupported" | "blocked" | "off" | "on";

const ROUTE = "/dashboard/account-setting/push";
const FAILED = "Notifications could not be changed right now. Please try again.";

const supported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The VAPID key as the Push API wants it: URL-safe base64 to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The worker that receives pushes; registered here too, so this also works before the page's own registration. */
async function registration() {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (!existing) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function send(method: "GET" | "POST" | "DELETE", body?: unknown) {
  const res = await fetch(ROUTE, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await res.json().catch(() => ({}))) as { message?: string; data?: { key?: string } };
  return { ok: res.ok, status: res.status, message: payload.message ?? FAILED, data: payload.data };
}

export function usePushDevice() {
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    let live = true;
    navigator.serviceWorker
      .getRegistration("/")
      .then((reg) => reg?.pushManager.getSubscription() ?? null)
      .then((sub) => live && setState(sub && Notification.permission === "granted" ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return setState("blocked");
      if (permission !== "granted")
        return setError("Allow notifications when your browser asks, to turn them on.");
      const key = await send("GET");
      if (!key.ok || !key.data?.key) return setError(key.message);
      const reg = await registration();
      const subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.key),
      });
      const saved = await send("POST", subscription.toJSON());
      if (!saved.ok) {
        // The API refused it (too many devices, an unknown push service): leave nothing half on.
        await subscription.unsubscribe().catch(() => undefined);
        return setError(saved.message);
      }
      setState("on");
    });

  const turnOff = () =>
    run(async () => {
      const reg = await navigator.serviceWorker.getRegistration("/");
      const subscription = await reg?.pushManager.getSubscription();
      if (subscription) {
        const removed = await send("DELETE", { endpoint: subscription.endpoint });
        // 404: the API had already forgotten this device (another account took it); off either way.
        if (!removed.ok && removed.status !== 404) return setError(removed.message);
        await subscription.unsubscribe();
      }
      setState("off");
    });

  return { state, busy, error, turnOn, turnOff };
}

// The checkout in its own window (docs/requirements/dashboard.md#subscriptions) and how the tab
// that opened it learns the payment went through: the checkout's success page says so on a
// BroadcastChannel at once; a short status poll covers browsers without the channel (and Stripe's
// own pages, which cannot post on it).
import { useRevalidator, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { CheckoutActionData } from "./subscription";

const CHANNEL = "infinite-checkout";
const POLL_MS = 3000;
/** The poll gives up after this long; focus and the window closing still refresh the status. */
const POLL_FOR_MS = 10 * 60 * 1000;

type PaidMessage = { type: "paid"; checkoutId: string; bot: { id: number; name: string } | null };

/** Called by the checkout's success page: every tab of the app listening hears it. */
export function announcePaid(message: Omit<PaidMessage, "type">) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: "paid", ...message } satisfies PaidMessage);
  channel.close();
}

function isPaidMessage(data: unknown): data is PaidMessage {
  return typeof data === "object" && data !== null && (data as PaidMessage).type === "paid";
}

/**
 * Opens the checkout in a new window. The window is opened during the click (popup blockers allow
 * that), shown the URL once the API answers, and closed again if the call fails or redirects.
 * `paid` turns true when the success page announces it, or when a status refresh shows a plan
 * other than `currentId` (the subscription the page showed when checkout started).
 */
export function useCheckoutWindow(fetcher: FetcherWithComponents<unknown>, currentId: number | null) {
  const waiting = useRef<{ win: Window | null; before: unknown } | null>(null);
  const [started, setStarted] = useState<{ at: number; fromId: number | null } | null>(null);
  const [paid, setPaid] = useState<PaidMessage | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const data = fetcher.data as CheckoutActionData | undefined;

  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== "idle" || !pending) return;
    waiting.current = null;
    const win = pending.win && !pending.win.closed ? pending.win : null;
    // Same data as before the click: the action redirected (e.g. signed out) instead of answering.
    if (data === pending.before || !data || !("checkoutUrl" in data)) {
      win?.close();
      return;
    }
    if (win) win.location.href = data.checkoutUrl;
    else window.open(data.checkoutUrl, "_blank", "noopener");
    // The plan shown when the checkout starts: a different one later means it was paid.
    setStarted({ at: Date.now(), fromId: currentId });
    setPaid(null);
    revalidate.current();
    if (!win) return;
    const watch = window.setInterval(() => {
      if (!win.closed) return;
      window.clearInterval(watch);
      revalidate.current();
    }, 1000);
    return () => window.clearInterval(watch);
  }, [fetcher.state, data]);

  // The success page's message: refresh the plans and say so now.
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isPaidMessage(event.data)) return;
      setPaid(event.data);
      revalidate.current();
    };
    return () => channel.close();
  }, []);

  // The fallback: a refresh every few seconds until the new plan shows (or the poll gives up).
  const waitingForPlan = started !== null && !paid && currentId === started.fromId;
  useEffect(() => {
    if (!waitingForPlan || !started) return;
    const poll = window.setInterval(() => {
      if (Date.now() - started.at > POLL_FOR_MS) window.clearInterval(poll);
      else if (document.visibilityState === "visible") revalidate.current();
    }, POLL_MS);
    return () => window.clearInterval(poll);
  }, [waitingForPlan, started]);

  useEffect(() => {
    const refresh = () => {
      if (started && document.visibilityState === "visible") revalidate.current();
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [started]);

  // Leaving the page mid-call (a redirect to login): no empty window left behind.
  useEffect(() => () => waiting.current?.win?.close(), []);

  return {
    open() {
      const win = window.open("", "_blank");
      if (win) win.opener = null;
      waiting.current = { win, before: fetcher.data };
    },
    /** The payment went through: announced by the success page, or seen in a refreshed status. */
    paid: paid !== null || (started !== null && currentId !== null && currentId !== started.fromId),
    /** The bot the success page named (a single-pass), if it did. */
    paidBot: paid?.bot ?? null,
  };
}

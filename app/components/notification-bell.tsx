// The dashboard bell (docs/requirements/dashboard.md#notifications): a details/summary dropdown, so
// it opens without JavaScript, and a real form to mark everything read; with JavaScript a fetcher
// does it in place.
import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { NotificationsData } from "#contract/api-types";
import { COPY } from "#contract/messages";
import { useFocusTrap } from "~/utils/focus-trap";
import { useHydrated } from "~/utils/hydrated";
import { BellIcon } from "./icons";

/** The route whose action marks every notification read (PATCH /read-notification). */
export const NOTIFICATIONS_ACTION = "/dashboard/notifications";

export function NotificationBell({ data }: { data: NotificationsData }) {
  const { t } = useTranslation("dashboard");
  const m = useMessages();
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.state !== "idle";
  const unread = data.has_unread_notifications;
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    if (ref.current) ref.current.open = false;
  }, []);
  useFocusTrap(ref, open, close);

  // Clicking anywhere else closes it, as any dropdown would.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open, close]);
  useEffect(close, [location.key, close]);

  return (
    <details
      ref={ref}
      className="relative"
      data-testid="notification-bell"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary
        className={`relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full border transition hover:bg-white/10 [&::-webkit-details-marker]:hidden ${
          unread ? "border-accent-400 text-white" : "border-white/15 text-white/80"
        }`}
      >
        <BellIcon />
        {unread ? (
          <span
            data-testid="notification-dot"
            className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-accent-400 ring-2 ring-ink-950"
          />
        ) : null}
        <span className="sr-only">{unread ? t("notifications.unread") : t("notifications.title")}</span>
      </summary>
      <div
        role="region"
        aria-label={t("notifications.title")}
        className="absolute right-0 z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-white/10 bg-ink-800 shadow-2xl"
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
          <p className="font-semibold">{t("notifications.title")}</p>
          {unread ? (
            <fetcher.Form method="post" action={NOTIFICATIONS_ACTION}>
              {/* Without JavaScript the browser comes back to this page after marking. */}
              {hydrated ? null : (
                <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
              )}
              <button
                type="submit"
                disabled={pending}
                className="text-sm font-medium text-brand-300 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
              >
                {m(COPY.markReadAll)}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {data.notifications.length ? (
          <ul className="max-h-96 divide-y divide-white/5 overflow-y-auto">
            {data.notifications.map((n) => (
              <li key={n.id} className={`px-4 py-3 ${n.read_at ? "" : "bg-brand-500/10"}`}>
                {/* Translated by the API into the page's language; m() still translates an English one. */}
                <p className="text-sm font-semibold">{m(n.data.title)}</p>
                <p className="mt-0.5 text-sm text-white/75">{m(n.data.message)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-8 text-center text-sm text-white/70">{m(COPY.noNotifications)}</p>
        )}
      </div>
    </details>
  );
}

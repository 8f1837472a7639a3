// A message's time: relative ("5 min ago"), the full date on hover (title), on keyboard focus (a
// small tooltip) and for screen readers. Until the page is interactive it is computed against the
// server's clock in UTC, so the first render matches the server's; then in the browser's own time
// zone, refreshed every minute.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/hydrated";
import { fullTime, relativeTime } from "./time";

const REFRESH_MS = 60_000;
const NowContext = createContext<number>(0);

export function NowProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(id);
  }, [serverNow]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export function MessageTime({
  iso,
  className = "",
  focusable = true,
}: {
  iso: string;
  className?: string;
  /** False inside a link, which already takes focus and reads the full date in its name. */
  focusable?: boolean;
}) {
  const now = useContext(NowContext);
  const { t, i18n } = useTranslation("chat");
  const hydrated = useHydrated();
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  const lng = i18n.language ?? "en";
  const full = fullTime(iso, zone, lng);
  return (
    <time
      dateTime={iso}
      title={full}
      // Focusable so a keyboard user can read the full date too (its tooltip shows on focus).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusable ? 0 : undefined}
      className={`group relative rounded text-xs text-white/60 outline-offset-2 ${className}`}
    >
      <span aria-hidden="true">
        {relativeTime(iso, now || Date.parse(iso), (key, count) => t(`time.${key}`, { count }), {
          timeZone: zone,
          lng,
        })}
      </span>
      <span className="sr-only">{full}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full right-0 z-20 mb-1 hidden whitespace-nowrap rounded-md bg-ink-950 px-2 py-1 text-white shadow-lg group-focus-visible:block"
      >
        {full}
      </span>
    </time>
  );
}

// Message times: a short relative label ("5 min ago") and the full date for hover, focus and screen
// readers. Pure, with "now" passed in, so the server's render and the browser's first render agree.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const monthDay = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone });
const monthDayYear = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });

/** "just now", "5 min ago", "3 h ago", "2 d ago", then "Mar 5" (this year) or "Mar 5, 2025" (UTC unless timeZone). */
export function relativeTime(iso: string, now: number, timeZone = "UTC"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const ago = now - at;
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  const sameYear =
    new Date(at).toLocaleString("en-US", { year: "numeric", timeZone }) ===
    new Date(now).toLocaleString("en-US", { year: "numeric", timeZone });
  return (sameYear ? monthDay(timeZone) : monthDayYear(timeZone)).format(at);
}

/** "Mon, Nov 23, 2026, 8:17 AM UTC": the full date and time, in timeZone (UTC by default). */
export function fullTime(iso: string, timeZone = "UTC"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
}

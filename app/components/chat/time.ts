// Message times: a short relative label ("5 min ago") and the full date for hover, focus and screen
// readers. Pure, with "now" passed in, so the server's render and the browser's first render agree.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FORMATS = {
  year: { year: "numeric" },
  monthDay: { month: "short", day: "numeric" },
  monthDayYear: { month: "short", day: "numeric", year: "numeric" },
  full: {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Making a formatter costs far more than using one, and a chat page shows dozens of times: one per
// format and time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(format: keyof typeof FORMATS, timeZone: string) {
  const key = `${format} ${timeZone}`;
  let found = formatters.get(key);
  if (!found)
    formatters.set(key, (found = new Intl.DateTimeFormat("en-US", { ...FORMATS[format], timeZone })));
  return found;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", then "Mar 5" (this year) or "Mar 5, 2025" (UTC unless timeZone). */
export function relativeTime(iso: string, now: number, timeZone = "UTC"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const ago = now - at;
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  const year = formatter("year", timeZone);
  const sameYear = year.format(at) === year.format(now);
  return formatter(sameYear ? "monthDay" : "monthDayYear", timeZone).format(at);
}

/** "Mon, Nov 23, 2026, 8:17 AM UTC": the full date and time, in timeZone (UTC by default). */
export function fullTime(iso: string, timeZone = "UTC"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  return formatter("full", timeZone).format(at);
}

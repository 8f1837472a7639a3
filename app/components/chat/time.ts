// Message times: a short relative label ("5 min ago") and the full date for hover, focus and screen
// readers, in the page's language. Pure, with "now" passed in, so the server's render and the
// browser's first render agree.
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
function formatter(format: keyof typeof FORMATS, timeZone: string, lng: string) {
  const key = `${format} ${timeZone} ${lng}`;
  let found = formatters.get(key);
  if (!found)
    formatters.set(key, (found = new Intl.DateTimeFormat(localeOf(lng), { ...FORMATS[format], timeZone })));
  return found;
}

/** English dates keep their American form ("Mar 5, 2025"); the other languages their own. */
const localeOf = (lng: string) => (lng.startsWith("en") ? "en-US" : lng);

/** The chat catalogue's words for the recent past ("just now", "5 min ago"). */
export type RecentWords = (key: "justNow" | "minutes" | "hours" | "days", count: number) => string;

/** "just now", "5 min ago", "3 h ago", "2 d ago", then "Mar 5" (this year) or "Mar 5, 2025" (UTC unless timeZone). */
export function relativeTime(
  iso: string,
  now: number,
  words: RecentWords,
  { timeZone = "UTC", lng = "en" }: { timeZone?: string; lng?: string } = {},
): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const ago = now - at;
  if (ago < MINUTE) return words("justNow", 0);
  if (ago < HOUR) return words("minutes", Math.floor(ago / MINUTE));
  if (ago < DAY) return words("hours", Math.floor(ago / HOUR));
  if (ago < 7 * DAY) return words("days", Math.floor(ago / DAY));
  const year = formatter("year", timeZone, lng);
  const sameYear = year.format(at) === year.format(now);
  return formatter(sameYear ? "monthDay" : "monthDayYear", timeZone, lng).format(at);
}

/** "Mon, Nov 23, 2026, 8:17 AM UTC": the full date and time, in timeZone (UTC by default). */
export function fullTime(iso: string, timeZone = "UTC", lng = "en"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  return formatter("full", timeZone, lng).format(at);
}

// A time of day moved to another city: "raid starts 21:30 my time. i'm in berlin, my friend is in new
// york. his time?", "9am in london, what's that in tokyo?". The two cities' offsets come from Intl for
// the chat's day (summer time counted where and when it applies), never from a fixed table of hours.
import { fillAll } from "./plan";
import { titleCase } from "./text";
import { quantitiesIn, showClock } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;

/** Cities people name for a time zone, by the IANA zone they keep. */
const CITY_ZONES: Record<string, string> = {
  london: "Europe/London",
  dublin: "Europe/Dublin",
  lisbon: "Europe/Lisbon",
  paris: "Europe/Paris",
  berlin: "Europe/Berlin",
  madrid: "Europe/Madrid",
  barcelona: "Europe/Madrid",
  rome: "Europe/Rome",
  milan: "Europe/Rome",
  amsterdam: "Europe/Amsterdam",
  brussels: "Europe/Brussels",
  vienna: "Europe/Vienna",
  zurich: "Europe/Zurich",
  stockholm: "Europe/Stockholm",
  oslo: "Europe/Oslo",
  copenhagen: "Europe/Copenhagen",
  warsaw: "Europe/Warsaw",
  prague: "Europe/Prague",
  athens: "Europe/Athens",
  helsinki: "Europe/Helsinki",
  kyiv: "Europe/Kyiv",
  istanbul: "Europe/Istanbul",
  moscow: "Europe/Moscow",
  cairo: "Africa/Cairo",
  lagos: "Africa/Lagos",
  nairobi: "Africa/Nairobi",
  johannesburg: "Africa/Johannesburg",
  dubai: "Asia/Dubai",
  mumbai: "Asia/Kolkata",
  delhi: "Asia/Kolkata",
  "new delhi": "Asia/Kolkata",
  bangkok: "Asia/Bangkok",
  singapore: "Asia/Singapore",
  "hong kong": "Asia/Hong_Kong",
  beijing: "Asia/Shanghai",
  shanghai: "Asia/Shanghai",
  manila: "Asia/Manila",
  seoul: "Asia/Seoul",
  tokyo: "Asia/Tokyo",
  sydney: "Australia/Sydney",
  melbourne: "Australia/Melbourne",
  perth: "Australia/Perth",
  auckland: "Pacific/Auckland",
  "new york": "America/New_York",
  nyc: "America/New_York",
  boston: "America/New_York",
  toronto: "America/Toronto",
  miami: "America/New_York",
  chicago: "America/Chicago",
  "mexico city": "America/Mexico_City",
  denver: "America/Denver",
  "los angeles": "America/Los_Angeles",
  la: "America/Los_Angeles",
  "san francisco": "America/Los_Angeles",
  seattle: "America/Los_Angeles",
  vancouver: "America/Vancouver",
  "são paulo": "America/Sao_Paulo",
  "sao paulo": "America/Sao_Paulo",
  "buenos aires": "America/Argentina/Buenos_Aires",
};

const CITY = new RegExp(
  `\\b(${Object.keys(CITY_ZONES)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "gi",
);
/** The message asks for the clock elsewhere: "his time?", "what time is that in tokyo". */
const ASKED =
  /\b(?:his|her|their|your|the|\w+'s) time\b|\bwhat time (?:is (?:it|that)|would (?:it|that) be|for (?:him|her|them))\b|\btime (?:there|for (?:him|her|them))\b|\bwhat(?:'s| is) that (?:for|in)\b/i;
/** The city the clock was said in: "my time. i'm in berlin", "21:30 in berlin". */
const MINE = /\b(?:i'?m|i am|we'?re|we are|i live|we live|here)\s+(?:in|from)\s+$/i;

const STATED_GAP = /\b\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\s+(?:ahead|behind|earlier|later)\b/i;

/** Minutes a zone is ahead of UTC on `day` ("GMT+01:00" → 60). */
function offsetMinutes(zone: string, day: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(day)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = name.match(/GMT([+-])(\d{2}):(\d{2})/);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const titled = (city: string) => (city.length <= 3 ? city.toUpperCase() : titleCase(city));

/** The clock said in one city, in the other; null when the message is not that. */
export function clockInCity(message: string, day: Date): WordAnswer | null {
  // "sydney is 9 hours ahead of london": the gap the member gives is the one to use (word frames).
  if (!ASKED.test(message) || STATED_GAP.test(message)) return null;
  const said = [...message.matchAll(CITY)].map((m) => ({ name: m[1]!.toLowerCase(), at: m.index! }));
  const names = [...new Set(said.map((c) => c.name))];
  if (names.length !== 2) return null;
  const clocks = quantitiesIn(message).filter((q) => q.clock);
  if (clocks.length !== 1) return null;
  const clock = clocks[0]!;
  const after = message.slice(clock.at + clock.text.length);
  const fromName =
    // "i'm in berlin": the member's own city.
    said.find((c) => MINE.test(message.slice(Math.max(0, c.at - 16), c.at)))?.name ??
    // "8pm sydney time", "21:30 in berlin": the city said with the clock.
    said.find(
      (c) => c.at > clock.at && /^\s*(?:in\s+)?$/i.test(after.slice(0, c.at - clock.at - clock.text.length)),
    )?.name ??
    // "what time is it in london?": the city asked for is the other one.
    names.find((n) => n !== said.findLast((c) => /\bin\s+$/i.test(message.slice(0, c.at)))?.name) ??
    names[0]!;
  const toName = names.find((n) => n !== fromName)!;
  const gap = offsetMinutes(CITY_ZONES[toName]!, day) - offsetMinutes(CITY_ZONES[fromName]!, day);
  const minutes = (((clock.value + gap) % 1440) + 1440) % 1440;
  const hours = Math.abs(gap) / 60;
  const way = gap < 0 ? "behind" : "ahead of";
  const working = gap
    ? `${titled(toName)} is ${hours} hour${hours === 1 ? "" : "s"} ${way} ${titled(fromName)} today`
    : `${titled(toName)} keeps the same time as ${titled(fromName)} today`;
  const result = `${showClock(minutes)} in ${titled(toName)}`;
  return { value: minutes / 60, lines: fillAll(R.total, { result, working }) };
}

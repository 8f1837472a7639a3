// The day a time of day falls on, when the sentence names one ("friday 9am", "tomorrow at 7",
// "wednesday 3pm now"), so a span between two clocks can run over days. Weekday names come from
// Intl, not from a word list.
import type { Quantity } from "./quantities";

/** Monday-first weekday names, full and short ("friday", "fri"). */
const WEEKDAYS = Array.from({ length: 7 }, (_, k) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" })
    .format(new Date(Date.UTC(2024, 0, 1 + k)))
    .toLowerCase(),
);
const DAY_WORD = new RegExp(
  // "friday", "fri", "tues", "thurs", "weds"
  String.raw`\b(?:(${WEEKDAYS.map((d) => `${d.slice(0, 3)}(?:${d.slice(3)}|${d[3]}${d[4]}?|s)?`).join("|")})|(today|tonight|this (?:morning|afternoon|evening))|(tomorrow)|(yesterday|last night))\b`,
  "gi",
);
const NOW = /\b(?:now|right now|currently|it's|it is)\b/i;

/** The clause of one clock: back to the clause before it, on to the next "and", comma or stop. */
function around(t: string, q: Quantity, clocks: Quantity[]): string {
  const k = clocks.indexOf(q);
  const from = k > 0 ? clocks[k - 1]!.at + clocks[k - 1]!.text.length : 0;
  const before =
    t
      .slice(Math.max(from, q.at - 30), q.at)
      .split(/[,.;!?]|\band\b/)
      .pop() ?? "";
  // "9am friday", "3pm now", but not "2pm to thurs": what follows is another clock's.
  const after = t.slice(q.at, Math.min(clocks[k + 1]?.at ?? t.length, q.at + q.text.length + 12));
  return `${before}|${after.split(/[,.;!?]|\b(?:and|to|until|till|from|then)\b/)[0] ?? ""}`;
}

/** The day named with a clock: 0–6 from Monday, or "today"/"tomorrow"/"yesterday" as an offset from today. */
function dayWith(t: string, q: Quantity, clocks: Quantity[]): { weekday?: number; offset?: number } | null {
  // The day said just before the clock ("friday 9am"), else just after it ("9am on friday").
  const [before, after] = around(t, q, clocks).split("|") as [string, string];
  const m = [...before.matchAll(DAY_WORD)].pop() ?? [...after.matchAll(DAY_WORD)][0];
  return m ? dayIn(m) : null;
}

function dayIn(m: RegExpMatchArray): { weekday?: number; offset?: number } {
  if (m[1]) return { weekday: WEEKDAYS.findIndex((d) => d.startsWith(m[1]!.toLowerCase().slice(0, 3))) };
  return { offset: m[3] ? 1 : m[4] ? -1 : 0 };
}

/** Is this the clock said as the time now ("it's wednesday 3pm now")? */
export const isNow = (t: string, q: Quantity, clocks: Quantity[]) => NOW.test(around(t, q, clocks));

/** "I started at 8:05", "we got in at 7:10": a clock that something began at, in the past. */
const STARTED =
  /\b(?:started|began|begun|got (?:here|there|in)|arrived|since|woke(?: up)?|came in|clocked in|set off|set out|left|departed|went in|walked in)\b[^,.;!?]*$/i;
export const began = (t: string, q: Quantity) => STARTED.test(t.slice(Math.max(0, q.at - 30), q.at));

/** Whole days from clock a to clock b, when the sentence names their days; undefined when not. */
export function daysBetween(t: string, a: Quantity, b: Quantity, clocks: Quantity[]): number | undefined {
  let [da, db] = [dayWith(t, a, clocks), dayWith(t, b, clocks)];
  // "It's 8 pm now… and it's thursday": a day said on its own belongs to the clock without one.
  const loose = [...t.matchAll(DAY_WORD)].filter(
    (m) => !clocks.some((q) => around(t, q, clocks).includes(m[0])),
  );
  if (loose.length === 1 && Boolean(da) !== Boolean(db)) {
    const day = dayIn(loose[0]!);
    if (da) db = day;
    else da = day;
  }
  if (!da && !db) return undefined;
  if (da?.weekday !== undefined && db?.weekday !== undefined) return (db.weekday - da.weekday + 7) % 7;
  // "now" is today: "tomorrow 9am" is one day on from it.
  return (db?.offset ?? 0) - (da?.offset ?? 0);
}

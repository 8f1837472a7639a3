// Days (or weeks) between two dates of the calendar said with their month: "my birthday is march 14.
// how many days from today (nov 29)?", "how many weeks till march 1st? today is dec 7". The date said
// as today starts the span; a span that passes New Year runs into the next year (of 365 days: the
// year is not said, and a leap day is one day in four years' spans).
import { fillAll } from "./plan";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;
const MONTHS = WORDS.recall.time.months;
const DAYS_BEFORE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "march 14", "14 march", "dec 7", "1st of march", "nov 29th". */
const MONTH = String.raw`(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const DATE = new RegExp(String.raw`\b(?:${MONTH}\s+${DAY}\b|${DAY}\s+(?:of\s+)?${MONTH}\b)`, "gi");
const ASKED =
  /\bhow (?:many|much) (?:more )?(days|weeks)\b|\b(days|weeks) (?:until|till|til|to go|left|away)\b/i;
/** The date said as today: "today is dec 7", "from today (nov 29)", "it's nov 29 today". */
const TODAY = /\b(?:today|now)(?:'s| is|,)?\s*\(?\s*$/i;

interface CalendarDate {
  month: number;
  day: number;
  at: number;
  text: string;
}

function datesIn(text: string): CalendarDate[] {
  return [...text.matchAll(DATE)].flatMap((m) => {
    const name = (m[1] ?? m[4])!.toLowerCase().slice(0, 3);
    const month = MONTHS.findIndex((x) => x.startsWith(name));
    const day = Number(m[2] ?? m[3]);
    return month >= 0 && day >= 1 && day <= LENGTHS[month]! ? [{ month, day, at: m.index!, text: m[0] }] : [];
  });
}

const dayOfYear = (d: CalendarDate) => DAYS_BEFORE[d.month]! + d.day;
const saidAsToday = (text: string, d: CalendarDate) =>
  TODAY.test(text.slice(Math.max(0, d.at - 16), d.at)) ||
  /^\s*\)?\s*(?:today|now)\b/i.test(text.slice(d.at + d.text.length));

/** The days or weeks from one date said to the other, or null when the message is not that. */
export function daysBetweenDates(message: string): WordAnswer | null {
  const asked = message.match(ASKED);
  if (!asked) return null;
  const dates = datesIn(message);
  if (dates.length !== 2) return null;
  const [a, b] = dates as [CalendarDate, CalendarDate];
  const [from, to] = saidAsToday(message, b) && !saidAsToday(message, a) ? [b, a] : [a, b];
  const days = (dayOfYear(to) - dayOfYear(from) + 365) % 365;
  if (!days) return null;
  const span = `${from.text.trim()} to ${to.text.trim()}`;
  if ((asked[1] ?? asked[2])!.toLowerCase() === "weeks") {
    const weeks = Math.round((days / 7) * 10) / 10;
    const result = `${weeks} week${weeks === 1 ? "" : "s"}`;
    return { value: weeks, lines: fillAll(R.total, { result, working: `${span} is ${days} days, ÷ 7` }) };
  }
  const result = `${days} day${days === 1 ? "" : "s"}`;
  return { value: days, lines: fillAll(R.total, { result, working: `${span} is ${result}` }) };
}

// Everyday totals said in the words of a week or a trip, which no frame reads: hours on weeknights and
// at the weekend ("2.5h on weeknights and 6h on sat and sun": 5 nights and 2 days), and a fare each
// way for a number of visits ("£89 each way, to visit her twice": there and back, twice), and how long
// steps of a fixed size take to reach a target ("add 1 pullup every 2 weeks from 2, when do i hit 10?").
import { amountsIn, shown } from "./last-result";
import { withDigits } from "./number-words";
import { fillAll } from "./plan";
import type { Quantity } from "./quantities";
import type { WordAnswer } from "./word-answer";
import { WORDS } from "./words";

const R = WORDS.wordRoles;

/** Days of a week a phrase after an amount names ("on weeknights" → 5, "on sat and sun" → 2). */
const DAY_GROUPS: [RegExp, number][] = [
  [
    /^\s*(?:on |a |each |every |per )?(?:week ?nights?|week ?days?|school ?nights?|mon(?:day)?s? to fri(?:day)?s?)\b/i,
    5,
  ],
  [
    /^\s*(?:on |at |a |each |every |per )?(?:(?:the )?week ?ends?|weekend days|sat(?:urday)?s? and sun(?:day)?s?|sat(?:urday)?s?\s*(?:&|\+)\s*sun(?:day)?s?)\b/i,
    2,
  ],
  [/^\s*(?:on |a |each |every |per )?(?:every ?day|daily|each day|a day)\b/i, 7],
];

/** "how many hours a week do i game if its 2.5h on weeknights and 6h on sat and sun" */
export function weekTotal(message: string): WordAnswer | null {
  const text = withDigits(message);
  if (!/\b(?:a|per|each|in a|every) week\b|\bweekly\b/i.test(text)) return null;
  const qs = amountsIn(text).filter((q) => !q.per && q.unit.dim !== "count");
  if (qs.length < 2) return null;
  const parts: { q: Quantity; days: number }[] = [];
  for (const q of qs) {
    const after = text.slice(q.at + q.text.length, q.at + q.text.length + 30);
    const days = DAY_GROUPS.find(([re]) => re.test(after))?.[1];
    if (days === undefined) return null;
    parts.push({ q, days });
  }
  const unit = parts[0]!.q.unit;
  if (parts.some((p) => p.q.unit.dim !== unit.dim || p.q.unit.factor !== unit.factor)) return null;
  if (parts.reduce((n, p) => n + p.days, 0) > 7) return null;
  const value = parts.reduce((sum, p) => sum + p.q.value * p.days, 0);
  const working = parts.map((p) => `${shown(p.q.value, unit)} × ${p.days}`).join(" + ");
  return { value, lines: fillAll(R.total, { result: `${shown(value, unit)} a week`, working }) };
}

const TIMES: Record<string, number> = { once: 1, twice: 2, thrice: 3 };
const VISITS = /\b(?:(once|twice|thrice)|(\d+) (?:times|visits|trips))\b/i;

/** "if flights are £89 each way, how much for me to visit her twice this year" */
export function returnTrips(message: string): WordAnswer | null {
  const text = withDigits(message);
  if (!/\bhow much\b|\btotal\b|\bcost\b/i.test(text)) return null;
  const fares = amountsIn(text).filter(
    (q) => q.unit.dim === "money" && /^\s*(?:each|one|1) way\b/i.test(text.slice(q.at + q.text.length)),
  );
  const visits = text.match(VISITS);
  if (fares.length !== 1 || !visits) return null;
  const n = TIMES[visits[1]?.toLowerCase() ?? ""] ?? Number(visits[2]);
  if (!n) return null;
  const fare = fares[0]!;
  const value = fare.value * 2 * n;
  const working = `${fare.text} each way is ${shown(fare.value * 2, fare.unit)} there and back, × ${n}`;
  return { value, lines: fillAll(R.total, { result: shown(value, fare.unit), working }) };
}

const EVERY = /\badd(?:ing)? (\d+(?:\.\d+)?)\b[^.?!]*?\bevery (\d+ )?(days?|weeks?|months?)\b/i;
const FROM = /\bfrom (\d+(?:\.\d+)?)\b/i;
const TARGET = /\b(?:hit|reach|get to|make it to|be at|do) (\d+(?:\.\d+)?)\b/i;

/** "if i add 1 pullup every 2 weeks from 2, when do i hit 10?": steps to the target, times the period. */
export function stepsToTarget(message: string): WordAnswer | null {
  const text = withDigits(message);
  if (!/\bwhen\b|\bhow (?:long|many (?:days|weeks|months))\b/i.test(text)) return null;
  const every = text.match(EVERY);
  const from = text.match(FROM);
  const target = text.match(TARGET);
  if (!every || !from || !target) return null;
  const step = Number(every[1]);
  const gap = Number(target[1]) - Number(from[1]);
  if (!step || gap <= 0) return null;
  const steps = Math.ceil(gap / step - 1e-9);
  const per = Number(every[2] ?? 1);
  const period = every[3]!.toLowerCase().replace(/s$/, "");
  const value = steps * per;
  const result = `${value} ${period}${value === 1 ? "" : "s"}`;
  const working = `${from[1]} to ${target[1]} is ${steps} step${steps === 1 ? "" : "s"} of ${every[1]}, each ${per} ${period}${per === 1 ? "" : "s"}`;
  return { value, lines: fillAll(R.total, { result, working }) };
}

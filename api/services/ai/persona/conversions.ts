// Conversions read from the quantities: an amount in another unit ("21,196 km: what's that in
// miles?", "68°F in Celsius", "70 kg in pounds"), with a multiplier ("a 250 ml glass 8 times"),
// one of a unit ("how many minutes in a week?") or as hours and minutes.
import {
  amounts,
  ASKED,
  fromBase,
  inBase,
  question,
  solved,
  type Frame,
  type FrameAnswer,
} from "./frame-kit";
import { withDigits } from "./number-words";
import { quantitiesIn, showAmount, showDuration, showNumber, unitOf, type Quantity } from "./quantities";

const PER_SYMBOL: Record<string, string> = { hour: "h", second: "s", minute: "min" };
/** "mph", "km/h", "m/s": a speed's unit as it is written in working. */
const speedSymbol = (unit: string, per: string) =>
  unit === "miles" && per === "hour" ? "mph" : `${unit === "miles" ? "mi" : unit}/${PER_SYMBOL[per] ?? per}`;

/** "238 km/h… and in miles per hour?", "60 mph in km an hour": a speed in another unit of speed. */
function convertSpeed(t: string, qs: Quantity[]): FrameAnswer | null {
  const m = t.match(/\b(?:in|into|to)\s+(?:([a-z]+)\s*(?:per|an?|\/)\s*([a-z]+)|(mph|kph))\b/i);
  if (!m) return null;
  const to = m[3] ? unitOf(m[3]) : unitOf(m[1]!);
  const per = unitOf(m[3] ? "hour" : m[2]!);
  const speeds = amounts(qs).filter((q) => q.per?.dim === "time" && q.unit.dim === "length");
  if (!to || !per || to.dim !== "length" || per.dim !== "time" || speeds.length !== 1) return null;
  const from = speeds[0]!;
  const value = (from.value * from.unit.factor * per.factor) / (to.factor * from.per!.factor);
  const shown = `${showNumber(value)} ${to.name} per ${per.name.replace(/s$/, "")}`;
  const was = /\/|mph|kph|knots?/i.test(from.text)
    ? from.text
    : `${from.text} per ${from.per!.name.replace(/s$/, "")}`;
  // Said two ways that share few words, so a regenerate reads as another answer: the result, and
  // the factor that gives it ("× 0.621").
  const factor = String(Number((value / from.value).toPrecision(3)));
  const each = per.name.replace(/s$/, "");
  const times = `Multiply by ${factor}: ${showNumber(from.value)} × ${factor} ≈ ${showNumber(value)}`;
  return solved(value, [`${was} is ${shown}.`, `${times} ${speedSymbol(to.name, each)}.`]);
}

/** "21,196 km: what's that in miles?", "a 250 ml glass 8 times: how many litres?" */
function convert(t: string, qs: Quantity[]): FrameAnswer | null {
  const speed = convertSpeed(t, qs);
  if (speed) return speed;
  const spans = amounts(qs).filter((q) => q.unit.dim === "time");
  if (/\bin hours and minutes\b/i.test(t) && spans.length === 1) {
    const minutes = spans[0]!.value * spans[0]!.unit.factor;
    return solved(minutes / 60, [`${spans[0]!.text} is ${showDuration(minutes)}.`]);
  }
  const target =
    t.match(/\b(?:in|into|to|as)\s+([a-z]+)\s*[?.!]*\s*$/i)?.[1] ??
    // "…100 degrees celsius, and fahrenheit?"
    [t.match(/(?:^|[,.;]\s*|\band\s+)(?:in\s+)?([a-z]+)\s*\?\s*$/i)?.[1]].find((w) => w && unitOf(w)) ??
    t.match(/\bhow many\s+([a-z]+)\b/i)?.[1] ??
    unitNamed(question(t));
  // "70 kg in pounds": the unit the word names in the dimension of the amount.
  const to = target ? unitOf(target, amounts(qs)[0]?.unit.dim) : undefined;
  if (!to || to.dim === "count" || to.dim === "money" || to.dim === "percent") return null;
  // "How many minutes in a week?": one of the unit named after "in a".
  const one = t.match(/\b(?:in|per)\s+(?:a|an|one)\s+([a-z]+)\b/i)?.[1];
  const single = one ? unitOf(one, to.dim) : undefined;
  // "There are 24 hours in a day. How many hours in 3 days?": the amount the question names.
  // "6.5 km… at 4 km an hour": a rate is not the amount to convert.
  const all = amounts(qs).filter((q) => q.unit.dim === to.dim && !q.per);
  const asked = question(t);
  const inQuestion = all.filter((q) => q.at >= t.length - asked.length);
  const from = all.length > 1 && inQuestion.length === 1 ? inQuestion : all;
  if (!from.length && single?.dim === to.dim)
    from.push({ value: 1, unit: single, text: `1 ${single.name}`, at: 0 });
  if (from.length !== 1 || from[0]!.unit.name === to.name) return null;
  const times = qs.find((q) => q.times)?.value ?? 1;
  const source = from[0]!;
  const value =
    to.dim === "temperature" ? fromBase(inBase(source), to) : (inBase(source) * times) / to.factor;
  // "2 weeks and 3 days" is said back as typed, not as 24,480 minutes.
  const said = /\d\s*[a-z]+\s+(?:and\s+)?\d/i.test(source.text) ? source.text : undefined;
  const start =
    times === 1
      ? (said ?? showAmount(source.value, source.unit))
      : `${showNumber(times)} × ${showAmount(source.value, source.unit)}`;
  return solved(value, [
    `${start} is ${showAmount(value, to)}.`,
    `That's about ${showAmount(value, to)} (${start}).`,
  ]);
}

/** A unit named on its own, not after a number: "and in miles how far is that?", "my oven is celsius". */
const NAMED = /\b(?:in|into|is|uses?|reads?|shows?|does|set to|works in)\s+(?:degrees\s+)?([a-z]+)\b/gi;
/** "I have a celsius oven": a temperature scale said of a thing. */
const SCALE_OF = /\b(?:a|an|my|the)\s+(celsius|fahrenheit|centigrade)\s+[a-z]+/gi;
function unitNamed(sentence: string): string | undefined {
  return [...sentence.matchAll(NAMED), ...sentence.matchAll(SCALE_OF)]
    .map((m) => m[1]!)
    .find((w) => unitOf(w) && unitOf(w)!.dim !== "count");
}

/** A conversion with a multiplier ("a 250 ml glass 8 times"), which the sums would read as one amount. */
export const convertTimes: Frame = (t, qs) => (qs.some((q) => q.times) ? convert(t, qs) : null);

/** A plain conversion the sums could not read ("21,196 km long. What's that in miles?"). */
export function solveConversion(message: string): FrameAnswer | null {
  const t = withDigits(message.replace(/[’‘]/g, "'"));
  // "My recipe says 400°F. My oven is celsius": the other unit named is the question.
  return ASKED.test(t) || unitNamed(question(t)) ? convert(t, quantitiesIn(t)) : null;
}

// A word problem solved from its parts: the quantities in the message (quantities.ts) and the
// operation its question frame asks for: how long (an amount over a rate, or between two times of
// day), how many years between, the percentage increase, at a rate for a duration, each times how
// many, a saving per item, how much more/left/further, split between, a price times a count, the
// digits added up. Any sentence with those parts is solved, whatever its words (frame-solve.ts).
import {
  showAmount,
  showClock,
  showDuration,
  showNumber,
  unitOf,
  type Quantity,
  type Unit,
} from "./quantities";
import { amounts, inBase, question, sameKind, solved, type Frame } from "./frame-kit";
import { began, daysBetween, isNow } from "./clock-days";

/** "The clock shows 7:45. Add up the digits": 7 + 4 + 5. */
export const digitSum: Frame = (t, qs) => {
  if (!/\bdigits?\b/i.test(t) || !/\b(?:add|sum|total)\b/i.test(t) || !qs[0]) return null;
  const digits = qs[0].text.replace(/\D/g, "").split("").map(Number);
  const value = digits.reduce((a, b) => a + b, 0);
  return solved(value, [
    `${digits.join(" + ")} = ${value}.`,
    `The digits of ${qs[0].text} add up to ${value}: ${digits.join(" + ")}.`,
  ]);
};

/** "9:40 to 13:15", "from 9 am to 5:30 pm": the time between two times of day. */
export const clockSpan: Frame = (t, qs) => {
  const clocks = qs.filter((q) => q.clock);
  const [first, second] = clocks;
  const asked = question(t);
  // "How long is that?" asks it; "from 6:50… what time is that?" asks for another clock.
  const cue =
    /\b(?:how long|how much (?:time|sleep|rest|\w+ time)|how many (?:hours|minutes|days))\b/i.test(asked) ||
    (/\b(?:between|from)\b/i.test(t) && !/\b(?:what time|when)\b/i.test(asked));
  if (!first || !second || !cue) return null;
  // "The deadline is friday 9am and it's wednesday 3pm now": the time now is where it starts.
  // "I started at 8:05 and it's 8:47 now": a start in the past is where it starts, now or not.
  // "…arrive at 8:10. how long is the trip if we left at 19:30 yesterday?": the clock left at starts it.
  const [a, b] =
    (isNow(t, second, clocks) && !isNow(t, first, clocks) && !began(t, first)) ||
    (began(t, second) && !began(t, first))
      ? [second, first]
      : [first, second];
  const days = daysBetween(t, a, b, clocks);
  // "The concert starts at 8pm and it's 6:15 now": a clock said without am or pm is the nearer one.
  const [from, to] = days === undefined ? nearerReading(a, b) : [a.value, b.value];
  const raw = to - from + (days ?? 0) * 24 * 60;
  const span =
    days === undefined || raw <= 0 ? (raw + 7 * 24 * 60) % (days === undefined ? 24 * 60 : 7 * 24 * 60) : raw;
  const shown = showDuration(span);
  const over = days ? ` ${days === 1 ? "the next day" : `${days} days later`}` : "";
  // "How many minutes slow is the clock?" is answered in minutes.
  if (/\b(?:how many minutes|in minutes|minutes? (?:slow|fast|late|early|behind|ahead))\b/i.test(t))
    return solved(span, [
      `${span} minutes: from ${showClock(from)} to ${showClock(to)} is ${shown}.`,
      `That's ${span} minutes (${showClock(from)} → ${showClock(to)}).`,
    ]);
  return solved(span / 60, [
    `${shown}: from ${showClock(from)} to ${showClock(to)}${over}.`,
    `That's ${shown} (${showClock(from)} → ${showClock(to)}${over}).`,
  ]);
};

/** The two clocks as read, or with a bare one ("6:15") taken as the afternoon when that is nearer. */
function nearerReading(a: Quantity, b: Quantity): [number, number] {
  const day = 24 * 60;
  const span = (x: number, y: number) => (y - x + day) % day;
  const readings: [number, number][] = [[a.value, b.value]];
  // "8:30 to 3:15": on a tie the later one is the afternoon.
  if (halfDay(b)) readings.push([a.value, b.value + day / 2]);
  if (halfDay(a)) readings.push([a.value + day / 2, b.value]);
  return readings.sort((x, y) => span(...x) - span(...y))[0]!;
}

/** "6:15", "9:40": a time of day under 13:00 without am or pm, which could be either half of the day. */
const halfDay = (q: Quantity) => !/[ap]\.?m|^0/i.test(q.text) && q.value >= 60 && q.value < 12 * 60;

/** "How many years between 1492 and 1969?" */
export const yearSpan: Frame = (t, qs) => {
  const years = qs.filter((q) => q.unit.dim === "year" || (/^\d{4}$/.test(q.text) && q.value >= 1000));
  if (
    years.length !== 2 ||
    // "and from 1492 to now, 2026?": two years, from one to the other, asked about.
    !/\b(?:how many years|how long|how old|years? (?:apart|between|passed)|ago)\b|\bfrom\b[^.!?]*\bto\b[^.!]*\?/i.test(
      t,
    )
  )
    return null;
  const [a, b] = years.map((q) => q.value).sort((x, y) => x - y) as [number, number];
  return solved(b - a, [
    `${b - a} years: ${b} − ${a} = ${b - a}.`,
    `That's ${b - a} years between ${a} and ${b}.`,
  ]);
};

/** "Sales went from $80,000 to $92,000. What's the percentage increase?" */
export const percentChange: Frame = (t, qs) => {
  if (!/\b(?:percent(?:age)?|per cent)\b|%/i.test(t)) return null;
  if (
    !/\b(?:increase|decrease|change|grow(?:th)?|rise|drop|fall|up|down|more|less|difference|off|discount|cheaper|reduction)\b/i.test(
      t,
    )
  )
    return null;
  // "€389 with 15% off" gives the percent: the price after it is percentAdjust's.
  if (qs.some((q) => q.unit.dim === "percent")) return null;
  const [first, second] = amounts(qs);
  // "What percent more is 60k than 52k?": the amount after "than" is the one compared against.
  const than = second && /\bthan\s+(?:\S+\s+)?$/i.test(t.slice(0, second.at));
  const [a, b] = than ? [second, first] : [first, second];
  if (!a || !b || !sameKind(a.unit, b.unit) || !a.value) return null;
  const p = ((b.value - a.value) / a.value) * 100;
  const way = p >= 0 ? "increase" : "decrease";
  return solved(Math.abs(p), [
    `A ${showNumber(Math.abs(p))}% ${way}: ${showAmount(Math.abs(b.value - a.value), a.unit)} on ${showAmount(a.value, a.unit)}.`,
    `${showNumber(Math.abs(p))}% ${way === "increase" ? "up" : "down"}: (${showNumber(b.value)} − ${showNumber(a.value)}) ÷ ${showNumber(a.value)} × 100.`,
  ]);
};

/** "I scored 45 out of 60. What percentage is that?" */
export const shareOf: Frame = (t, qs) => {
  const m = t.match(/\b(\d+(?:\.\d+)?)\s+(?:out of|of)\s+(?:my\s+|the\s+)?(\d+(?:\.\d+)?)\b/i);
  if (
    !m ||
    !/\bwhat (?:percent(?:age)?|per cent|%)|\bas a percent(?:age)?\b|\bhow many percent\b/i.test(t) ||
    !qs.length
  )
    return null;
  const part = Number(m[1]);
  const whole = Number(m[2]);
  if (!whole) return null;
  const value = (part / whole) * 100;
  return solved(value, [
    `${showNumber(value)}%: ${part} ÷ ${whole} × 100.`,
    `That's ${showNumber(value)}% (${part} out of ${whole}).`,
  ]);
};

/** "3 km an hour, how long for 12 km?" (amount over rate) or "4 apples a day for 9 days" (rate times). */
export const atRate: Frame = (t, qs) => {
  const rate = qs.find((q) => q.per && q.per.dim === "time");
  // "58,000 a year, 5 days in the office… the difference per month?" is a gap, not a total.
  if (!rate || /\b(?:difference|left)\b/i.test(t)) return null;
  const per = rate.per!;
  const others = amounts(qs).filter((q) => q !== rate);
  const howLong =
    /\b(?:how long|how much time|how many (?:hours|minutes|days|weeks|months|years|seconds)|until)\b/i.test(
      t,
    ) ||
    // "how much air do we have? … 120 bar and we use 8 bar a minute": a supply asked as time.
    /\bhow much (?:air|gas|oxygen|fuel|battery|charge|water|food|supplies) (?:do|have|is|are|'s|will)\b/i.test(
      t,
    );
  // "37.5 hours a week for 48 weeks, how many hours?" asks for a total, not how long; "50 pounds a
  // month until the 600 is cleared": a bare number counts what the rate counts.
  const amount =
    rate.unit.dim === "time"
      ? undefined
      : (others.find((q) => sameKind(q.unit, rate.unit)) ??
        others.find((q) => q.unit.dim === "count" && !q.unit.name && !q.per));
  if (howLong && amount && rate.value) {
    const value = inBase(amount) / (rate.value * rate.unit.factor);
    // "5 litres every 20 minutes": steps of 20 minutes, said as a duration.
    const steps = per.dim === "time" && /\d/.test(per.name);
    const shown =
      (per.name === "hours" && !Number.isInteger(value)) || steps
        ? showDuration(value * per.factor)
        : showAmount(value, per);
    const every = per.name === "hours" ? "an hour" : steps ? `every ${per.name}` : `per ${singular(per)}`;
    return solved(value, [
      `${shown}: ${showAmount(amount.value, amount.unit)} at ${showAmount(rate.value, rate.unit)} ${every} is ${showNumber(amount.value)} ÷ ${showNumber(rate.value)}.`,
      `About ${shown}. ${showNumber(amount.value)} ÷ ${showNumber(rate.value)} = ${showNumber(value)}.`,
    ]);
  }
  const one = t.match(
    /\b(?:for|in|over|per) (?:a|an|one|the whole) (hour|day|night|week|month|year)\b/i,
  )?.[1];
  const span =
    others.find((q) => q.unit.dim === "time") ?? (one ? { value: 1, unit: unitOf(one)! } : undefined);
  if (!span) return null;
  const times = (span.value * span.unit.factor) / per.factor;
  const value = rate.value * times;
  const shown = showAmount(value, rate.unit);
  return solved(value, [
    `${shown}: ${showAmount(rate.value, rate.unit)} × ${showNumber(times)} = ${shown}.`,
    `That's ${shown} (${showAmount(rate.value, rate.unit)} a ${singular(per)}, for ${showAmount(times, per)}).`,
  ]);
};

const singular = (u: Unit) => u.name.replace(/s$/, "");

/** "3 crystals at 120 credits each", "6 guests, each needs 150 g": the count times the amount each. */
export const eachTimes: Frame = (t, qs) => {
  const each = qs.find((q) => q.each);
  const n = amounts(qs).find((q) => q !== each && q.unit.dim === "count");
  if (!each || !n) return null;
  const value = each.value * n.value;
  const shown = showAmount(value, each.unit);
  return solved(value, [
    `${shown}: ${showNumber(n.value)} × ${showAmount(each.value, each.unit)} = ${shown}.`,
    `That's ${shown} in all (${showAmount(each.value, each.unit)} each, ${showNumber(n.value)} times).`,
  ]);
};

/** "$15 a class, or $120 for a 10-class pass: how much do I save per class?" */
export const savingPer: Frame = (t, qs) => {
  if (!/\bsav(?:e|es|ing)\b/i.test(t)) return null;
  const money = qs.filter((q) => q.unit.dim === "money");
  const n = qs.find((q) => q.unit.dim === "count" && q.value > 1);
  if (money.length !== 2 || !n) return null;
  const [single, bundle] = money as [Quantity, Quantity];
  const unitPrice = bundle.value / n.value;
  const value = single.value - unitPrice;
  if (value <= 0) return null;
  return solved(value, [
    `${showAmount(value, single.unit)} per ${n.unit.name || "one"}: ${showAmount(bundle.value, bundle.unit)} ÷ ${n.value} = ${showAmount(unitPrice, bundle.unit)}, against ${showAmount(single.value, single.unit)}.`,
    `You save ${showAmount(value, single.unit)} each time (${showAmount(single.value, single.unit)} − ${showAmount(unitPrice, bundle.unit)}).`,
  ]);
};

/** "I've used 23 of my 60 minutes, how many are left?", "9 km of 14 km, how much further?" */
export const difference: Frame = (t, qs) => {
  if (
    !/\b(?:left|remain(?:ing|s)?|further|farther|to go|more|less|fewer|short|difference|older|younger|longer|shorter|taller|heavier|profit|loss|gain|made on it)\b/i.test(
      t,
    )
  )
    return null;
  const [a0, b0, extra] = amounts(qs);
  // "the hike is 18 km and we did 11": a bare number counts what the other amount counts.
  const bare = (q?: Quantity) => q && q.unit.dim === "count" && !q.unit.name && !q.per;
  const a = a0 && b0 && bare(a0) && !bare(b0) ? { ...a0, unit: b0.unit } : a0;
  const b = a0 && b0 && bare(b0) && !bare(a0) ? { ...b0, unit: a0.unit } : b0;
  if (!a || !b || extra || !sameKind(a.unit, b.unit) || a.unit.dim === "percent") return null;
  const [small, big] = inBase(a) <= inBase(b) ? [a, b] : [b, a];
  const value = (inBase(big) - inBase(small)) / big.unit.factor;
  // "2 hours − 45 minutes" is said as 1 hour and 15 minutes, not 1.25 hours.
  const shown = big.unit.dim === "time" ? showDuration(value * big.unit.factor) : showAmount(value, big.unit);
  return solved(value, [
    `${shown}: ${showNumber(big.value)} − ${showNumber(small.value)} = ${showNumber(value)}.`,
    `That leaves ${shown} (${showAmount(big.value, big.unit)} − ${showAmount(small.value, small.unit)}).`,
  ]);
};

/** "Split 84 flashcards over 4 evenings", "split an £87 bill between 4 of us". */
export const splitBetween: Frame = (t, qs) => {
  const cue = t.match(
    /\b(?:split|divide[ds]?|share[ds]?|spread)\b.*?\b(?:between|among|amongst|over|across|into)\s+(?:the\s+)?(\d+)/i,
  );
  if (!cue) return null;
  const ways = Number(cue[1]);
  // "Paint is £9 a litre. Split between 2": a price per litre is not a total to share.
  const total = amounts(qs).find((q) => (q.value !== ways || q.at < cue.index!) && !q.per);
  if (!total || !ways) return null;
  const value = total.value / ways;
  const shown = showAmount(value, total.unit);
  return solved(value, [
    `${shown} each: ${showAmount(total.value, total.unit)} ÷ ${ways} = ${shown}.`,
    `That's ${shown} per share, ${ways} ways.`,
  ]);
};

/** "Tickets were $12 and 45 people came: how much did the gig take?" */
export const priceTimesCount: Frame = (t, qs) => {
  if (!/\b(?:how much|total|altogether|in all|take|make|earn|raise|collect|cost)\b/i.test(t)) return null;
  const price = qs.filter((q) => q.unit.dim === "money" && !q.per);
  // "a coffee is $4.50 and I buy one…": one of it is the price itself, not a sum.
  const n = qs.filter((q) => q.unit.dim === "count" && !q.times && q.value > 1);
  if (price.length !== 1 || n.length !== 1) return null;
  const value = price[0]!.value * n[0]!.value;
  const shown = showAmount(value, price[0]!.unit);
  return solved(value, [
    `${shown}: ${showNumber(n[0]!.value)} × ${showAmount(price[0]!.value, price[0]!.unit)} = ${shown}.`,
    `That comes to ${shown} (${showAmount(price[0]!.value, price[0]!.unit)} times ${showNumber(n[0]!.value)}).`,
  ]);
};

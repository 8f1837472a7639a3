// More word-problem frames, each read from the typed quantities (quantities.ts) and the question's
// shape rather than from one wording: a time of day moved by durations (forwards to an arrival,
// backwards from a deadline), a speed from a distance and a duration, a price per unit in another
// unit ("750 g for £1.80, per kilo?"), a rate over an amount ("6 litres per 100 km" for 840 km), a
// year before or after another, a supply shared by more people, a group price's saving, a gap
// between two amounts in the unit asked, a total shared by a count (a percent of a count: frame-percent.ts).
import { PEOPLE } from "./number-frames-buy";
import { withParty } from "./word-chain";
import { between } from "./word-chain-items";
import { amounts, question, inBase, fromBase, sameKind, solved, stem, type Frame } from "./frame-kit";
import { article } from "./text";
import {
  showAmount,
  showClock,
  showDuration,
  showNumber,
  unitOf,
  type Quantity,
  type Unit,
} from "./quantities";

const durations = (qs: Quantity[]) =>
  qs.filter((q) => q.unit.dim === "time" && !q.clock && !q.per && !q.times);
const minutesOf = (q: Quantity) => q.value * q.unit.factor;
const twelveHour = (m: number) => {
  const h = Math.floor(m / 60) % 24;
  return `${h % 12 || 12}:${String(m % 60).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
};

const FORWARD =
  /\b(?:arrive|arrives|arrival|get (?:there|in|back|home)|land|lands|finish|finishes|end|ends|done|over|ready|be back|will it be)\b/i;
/** A question asked from the far end: when to set off, what time it is now, what time it was. */
const FROM_THE_END =
  /\b(?:time is it(?: now)?|what time was it|(?:should|do|must|shall|can) (?:I|we|you) (?:leave|go|set off|start|head out|get up|wake up|book|order)|(?:does|do|should|must|has to|have to|shall) (?:it|they|the \w+|I|we|you) (?:go in|go on|go into|start|begin|be put in|set off|leave)|leave by|start by)\b/i;
/** "…so it's ready when they walk in": what the start is for, not what is asked. */
const PURPOSE = /(\b(?:when|what time)\b.*?)\s*\b(?:so(?: that)?|in time|for it to)\b.*$/i;
const STARTS =
  /\b(?:bed|sleep|asleep|leave|leaves|left|depart|departs|set off|start|starts|started|begin|begins|began|put|goes in|went in)\b[^.?!]*$/i;
const DEADLINE =
  /\b(?:early|earlier|before(?:hand)?|ahead|ago|(?:(?:need|have|got|want) to|must) be (?:\w+ ){0,3}(?:by|at))\b/i;

/** "Leaves at 14:35, takes 2 h 50 min: when does it arrive?"; "be there 2 hours early…". */
export const clockShift: Frame = (t, qs) => {
  const clocks = qs.filter((q) => q.clock);
  const spans = durations(qs);
  const asked = question(t).replace(PURPOSE, "$1");
  if (!clocks.length || clocks.length > 2 || !spans.length) return null;
  if (!/\b(?:when|what time|time is it|by what time|what's the time)\b/i.test(asked)) return null;
  // Two clocks are a trip told before ("leaves at 6:50 and lands at 9:35"): the span itself is
  // between them, so only a duration said after both moves one of them.
  if (clocks.length === 2 && spans.some((q) => q.at < clocks[1]!.at)) return null;
  // "bed at 23:30… when should I wake up?": a clock that starts something is counted on from.
  const before = t.slice(Math.max(0, clocks[0]!.at - 30), clocks[0]!.at);
  // "the film starts at 8:15… when should we leave?": an event's start is the deadline, not ours.
  const eventStarts =
    /\b(?:starts?|begins?|opens?|kicks? off)\b[^.?!]*$/i.test(before) && FROM_THE_END.test(asked);
  const starts = STARTS.test(before) && !eventStarts;
  // "…takes 35 minutes to get there, when do I leave?": the clause asked, not the one it leans on.
  const wh = asked.search(/\b(?:when|what time)\b/i);
  const back =
    !FORWARD.test(wh > 0 ? asked.slice(wh) : asked) &&
    (DEADLINE.test(t) || (FROM_THE_END.test(asked) && !starts));
  const total = spans.reduce((sum, q) => sum + minutesOf(q), 0);
  // "2 hours before" counts back from the first of the two, "an hour after" on from the last.
  const start = (back ? clocks[0] : clocks[clocks.length - 1])!.value;
  const end = (((back ? start - total : start + total) % 1440) + 1440) % 1440;
  const steps = spans.map((q) => `${back ? "−" : "+"} ${showDuration(minutesOf(q))}`).join(" ");
  // "17:25 (5:25 pm)": the afternoon said both ways; a morning hour reads the same either way.
  const shown = end >= 13 * 60 ? `${showClock(end)} (${twelveHour(end)})` : showClock(end);
  return solved(end / 60, [
    `${shown}: ${showClock(start)} ${steps}.`,
    `By ${showClock(end)}. ${showClock(start)} ${steps} takes you to ${showClock(end)}.`,
  ]);
};

/** "313 km in 2 hours 50 minutes: what's the average speed?" */
export const speedFrame: Frame = (t, qs) => {
  if (!/\b(?:speed|how fast|per hour|an hour|km\/h|mph|pace)\b/i.test(t)) return null;
  const distance = amounts(qs).filter((q) => q.unit.dim === "length" && !q.per);
  const spans = durations(qs);
  // "…at 2.5 km an hour, will we make it in 4 hours?": the speed is given, not asked.
  if (distance.length !== 1 || spans.length !== 1 || qs.some((q) => q.per?.dim === "time")) return null;
  const hours = minutesOf(spans[0]!) / 60;
  if (!hours) return null;
  const d = distance[0]!;
  const value = d.value / hours;
  const per = d.unit.name === "miles" ? "mph" : `${d.unit.name}/h`;
  return solved(value, [
    `About ${showNumber(value)} ${per}: ${showAmount(d.value, d.unit)} ÷ ${showNumber(hours)} hours (${showDuration(minutesOf(spans[0]!))}).`,
    `${showNumber(value)} ${per} on average: ${showNumber(d.value)} ÷ ${showNumber(hours)}.`,
  ]);
};

/** The unit a question asks "per" ("what's that per kilo?", "how much a litre?", "for one GB?"). */
function perAsked(t: string): Unit | undefined {
  const m = question(t).match(/\b(?:per|a|an|each|for (?:a|an|one|1|each))\s+([a-z]+)\s*[?.!]*\s*$/i);
  if (!m || /^(?:day|week|month|year|night|hour|person|head)s?$/i.test(m[1]!)) return unitOf(m?.[1] ?? "");
  // "How much per egg?": a count noun is a unit too.
  return unitOf(m[1]!) ?? { name: m[1]!.toLowerCase(), dim: "count", factor: 1 };
}

/** "A 750 g bag costs £1.80: per kilo?", "20 GB for €25: per gigabyte?" */
export const pricePerUnit: Frame = (t, qs) => {
  const to = perAsked(t);
  if (!to || to.dim === "money" || to.dim === "temperature") return null;
  const money = qs.filter((q) => q.unit.dim === "money" && !q.per);
  const measured = amounts(qs).filter(
    (q) => q.unit.dim === to.dim && !q.per && (to.dim !== "count" || stem(q.unit.name) === stem(to.name)),
  );
  if (money.length !== 1 || measured.length !== 1 || !measured[0]!.value) return null;
  const [price, size] = [money[0]!, measured[0]!];
  const inUnits = (size.value * size.unit.factor) / to.factor;
  const value = price.value / inUnits;
  const shown = showAmount(value, price.unit);
  const one = to.name.replace(/s$/, "");
  return solved(value, [
    `${shown} per ${one}: ${showAmount(price.value, price.unit)} ÷ ${showNumber(inUnits)}${size.unit.name === to.name ? "" : ` (${size.text} is ${showNumber(inUnits)} ${to.name})`}.`,
    `That's ${shown} a ${one}: ${showAmount(price.value, price.unit)} for ${size.text}.`,
  ]);
};

/** "The car uses 6 litres per 100 km: how many litres for 840 km?", "£2.40 per kilo, 750 g?" */
export const rateOverAmount: Frame = (t, qs) => {
  const rate = qs.find((q) => q.per && q.per.dim !== "time" && q.per.dim !== "count");
  if (!rate) return null;
  const over = amounts(qs).filter((q) => q !== rate && !q.per && q.unit.dim === rate.per!.dim);
  if (over.length !== 1) return null;
  const times = inBase(over[0]!) / rate.per!.factor;
  const value = rate.value * times;
  const shown = showAmount(value, rate.unit);
  const per = rate.per!.name.replace(/s$/, "");
  return solved(value, [
    `${shown}: ${over[0]!.text} at ${showAmount(rate.value, rate.unit)} per ${per} is ${showNumber(rate.value)} × ${showNumber(times)}.`,
    `About ${shown} (${showAmount(rate.value, rate.unit)} per ${per}, ${over[0]!.text}).`,
  ]);
};

/** "Born 52 years before 2026", "the bridge opened 35 years after 1890". */
export const yearOffset: Frame = (t, qs) => {
  const year = qs.find((q) => q.unit.dim === "year");
  const span = qs.find((q) => q.unit.name === "years" && !q.per);
  if (!year || !span) return null;
  const word = t
    .slice(span.at + span.text.length)
    .match(/^\s*(before|earlier than|prior to|after|later than|from|since|on from)\b/i);
  if (!word) return null;
  const back = /^(?:before|earlier|prior)/i.test(word[1]!);
  const value = back ? year.value - span.value : year.value + span.value;
  const sign = back ? "−" : "+";
  return solved(value, [
    `${value}: ${year.value} ${sign} ${showNumber(span.value)} = ${value}.`,
    `That's ${value} (${showNumber(span.value)} years ${back ? "before" : "after"} ${year.value}).`,
  ]);
};

/** "540 hours of air for 1 person: how long for 6?", "4 painters take 6 days: 3 painters?" */
export const sharedSupply: Frame = (t, qs) => {
  if (!/\b(?:how long|how many (?:hours|days|weeks|minutes|months)|last)\b/i.test(t)) return null;
  const spans = durations(qs);
  const people = amounts(qs).filter((q) => q.unit.dim === "count" && !q.per && !q.each && !q.atLeast);
  if (spans.length !== 1 || people.length !== 2) return null;
  const [from, to] = people as [Quantity, Quantity];
  // "How long for 6 people?" shares the supply; "how long do 6 torches burn?" adds to it.
  const shares =
    /\b(?:for|with|between|among|(?:if|when)\s+(?:it'?s|it is|there(?:'s| is| are)|we(?:'re| are)|they(?:'re| are))(?:\s+(?:just|only))?|just|only)\s+(?:the\s+)?$/i.test(
      t.slice(0, to.at),
    );
  if (!shares && !/\btake\b/i.test(question(t))) return null;
  if (!to.value || from.value === to.value) return null;
  const span = spans[0]!;
  const value = (span.value * from.value) / to.value;
  const shown = showAmount(value, span.unit);
  return solved(value, [
    `${shown}: ${showAmount(span.value, span.unit)} × ${showNumber(from.value)} ÷ ${showNumber(to.value)}.`,
    `About ${shown}. What lasts ${showAmount(span.value, span.unit)} for ${showNumber(from.value)} lasts ${showNumber(from.value / to.value)} times as long for ${showNumber(to.value)}.`,
  ]);
};

/** "€15, or €12 each for groups of 5 or more: if 6 of us go, how much do we save?" */
export const groupSaving: Frame = (t, qs) => {
  if (!/\bsav(?:e|es|ed|ing)\b/i.test(t)) return null;
  const money = qs.filter((q) => q.unit.dim === "money" && !q.per);
  const counts = qs.filter((q) => q.unit.dim === "count" && !q.times);
  const group = counts.filter((q) => !q.atLeast);
  if (
    money.length !== 2 ||
    group.length !== 1 ||
    (!money.some((q) => q.each) && !counts.some((q) => q.atLeast))
  )
    return null;
  const [full, cheap] = [...money].sort((a, b) => b.value - a.value) as [Quantity, Quantity];
  const n = group[0]!.value;
  const value = (full.value - cheap.value) * n;
  const shown = showAmount(value, full.unit);
  return solved(value, [
    `${shown} saved: (${showAmount(full.value, full.unit)} − ${showAmount(cheap.value, cheap.unit)}) × ${showNumber(n)} = ${shown}.`,
    `You'd save ${shown} in total: ${showAmount(full.value - cheap.value, full.unit)} each, ${showNumber(n)} times.`,
  ]);
};

/** "9.5 kg, and the limit is 10 kg: how much room, in grams?", "58,000 a year vs 52,000: per month?" */
export const gapBetween: Frame = (t, qs) => {
  // "How old was he when I was born?": the gap between two ages.
  const cue =
    /\b(?:left|room|spare|difference|gap|more|less|short|under|over|between)\b|\bhow old was (?:\w+ ){1,3}?when\b/i;
  if (!cue.test(question(t))) return null;
  // "One offer is 39,000…": a lone "1" names a thing, it is not an amount to compare.
  const pairs = amounts(qs).filter(
    (q) => q.unit.dim !== "percent" && q.unit.dim !== "time" && !(q.unit.dim === "count" && q.value === 1),
  );
  const kinds = pairs.filter((q) => pairs.some((o) => o !== q && sameKind(o.unit, q.unit)));
  if (kinds.length !== 2) return null;
  const [a, b] = kinds as [Quantity, Quantity];
  const unit = a.unit.factor >= b.unit.factor ? a.unit : b.unit;
  let value = Math.abs(inBase(a) - inBase(b)) / unit.factor;
  let shown = showAmount(value, a.unit.name ? unit : b.unit);
  const target = question(t).match(/\bin\s+([a-z]+)\s*[?.!]*\s*$/i)?.[1];
  const to = target ? unitOf(target) : undefined;
  const per = a.per ?? b.per;
  const perAskedFor = question(t).match(/\b(?:per|a|each)\s+(day|week|month|year)\b/i)?.[1];
  if (to && to.dim === unit.dim && to.dim !== "temperature") {
    value = fromBase(value * unit.factor, to);
    shown = showAmount(value, to);
  } else if (per && perAskedFor && unitOf(perAskedFor)!.name !== per.name) {
    const yearly = value;
    value = (yearly * unitOf(perAskedFor)!.factor) / per.factor;
    shown = `${showAmount(value, a.unit.name ? a.unit : b.unit)} ${article(perAskedFor.toLowerCase())}`;
    return solved(value, [
      `${shown}: ${showNumber(yearly)} ${article(per.name.replace(/s$/, ""))} apart, ÷ ${showNumber(per.factor / unitOf(perAskedFor)!.factor)}.`,
      `About ${shown} (${showAmount(a.value, a.unit)} − ${showAmount(b.value, b.unit)} = ${showNumber(yearly)} ${article(per.name.replace(/s$/, ""))}).`,
    ]);
  }
  const [big, small] = inBase(a) >= inBase(b) ? [a, b] : [b, a];
  const left = /\b(?:left|room|spare)\b/i.test(question(t)) ? " left" : "";
  return solved(value, [
    `${shown}${left}: ${big.text} − ${small.text}.`,
    `That's ${shown}${left} (${big.text} − ${small.text}).`,
  ]);
};

/** "3 friends split a £47.25 bill: how much each?" */
export const shareByCount: Frame = (t, qs) => {
  if (
    !/\b(?:split|shar(?:e|es|ed|ing)|divid(?:e|es|ed|ing)|each|per (?:head|person)|a (?:head|person))\b/i.test(
      t,
    )
  )
    return null;
  const prices = amounts(qs).filter(
    (q) => q.unit.dim !== "count" && q.unit.dim !== "percent" && !q.per && !q.each,
  );
  // "a 27.60 pizza + 4.50 delivery": the prices added up are what is shared.
  const added =
    prices.length > 1 &&
    prices.every((q) => q.unit.dim === "money") &&
    prices
      .slice(1)
      .every((q, k) =>
        /^\s*(?:\+|plus|and)\s*$|^\s+[a-z]+\s*(?:\+|plus|and)\s*$/i.test(between(t, prices[k]!, q)),
      );
  const total = added ? [{ ...prices[0]!, value: prices.reduce((sum, q) => sum + q.value, 0) }] : prices;
  const counts = amounts(qs).filter((q) => q.unit.dim === "count" && q.value > 1 && !q.atLeast && !q.each);
  // "me and 3 friends split a 4-pack": the people share, not the pack; and they are 4 with me.
  const named = counts.length > 1 ? counts.filter((q) => PEOPLE.test(q.unit.name)) : counts;
  const party = withParty(t).match(/\b(\d+) people\b/i);
  const people =
    named.length === 1 && party && !/\bpeople\b/i.test(t)
      ? [{ ...named[0]!, value: Number(party[1]), unit: { ...named[0]!.unit, name: "people" } }]
      : named;
  if (total.length !== 1 || people.length !== 1) return null;
  const value = total[0]!.value / people[0]!.value;
  const shown = showAmount(value, total[0]!.unit);
  const whole = added
    ? `${prices.map((q) => showAmount(q.value, q.unit)).join(" + ")} = ${showAmount(total[0]!.value, total[0]!.unit)}, then `
    : "";
  return solved(value, [
    `${shown} each: ${whole}${showAmount(total[0]!.value, total[0]!.unit)} ÷ ${showNumber(people[0]!.value)} = ${shown}.`,
    `That's ${shown} per ${stem(people[0]!.unit.name || "person") === "friend" ? "friend" : "person"}${whole ? ` (${whole}${showAmount(total[0]!.value, total[0]!.unit)} ÷ ${showNumber(people[0]!.value)})` : ""}.`,
  ]);
};

const PERIOD_DAYS: Record<string, number> = { week: 1, month: 52 / 12, year: 52 };

/** "50 minutes each way: how many hours a week?", "2 coffees a day: how many a month?" */
export const perPeriod: Frame = (t, qs) => {
  const period = question(t)
    .match(/\b(?:a|per|each|every|in a)\s+(week|month|year)\b/i)?.[1]
    ?.toLowerCase();
  if (!period) return null;
  const daily = amounts(qs).filter((q) => q.eachWay || q.per?.name === "days");
  if (daily.length !== 1) return null;
  const q = daily[0]!;
  const legs = q.eachWay ? 2 : 1;
  // A commute runs on working days unless the member says how many.
  const stated = t.match(/\b(\d+) (?:working |work |office )?days\b/i);
  const days = (stated ? Number(stated[1]) : q.eachWay ? 5 : 7) * PERIOD_DAYS[period]!;
  const total = q.value * legs * days;
  const asked = question(t).match(/\bhow many ([a-z]+)/i)?.[1];
  const to = asked ? unitOf(asked) : undefined;
  const inUnit = to && to.dim === q.unit.dim && to.dim !== "temperature" ? to : q.unit;
  const value = fromBase(total * q.unit.factor, inUnit);
  const shown = showAmount(value, inUnit);
  const working = `${legs > 1 ? `${q.text} × 2 a day` : `${q.text} a day`} × ${showNumber(days)} days = ${showAmount(total, q.unit)}`;
  return solved(value, [
    `About ${shown} ${article(period)}: ${working}.`,
    `${shown} ${article(period)}, counting ${showNumber(days)} days: ${working}.`,
  ]);
};

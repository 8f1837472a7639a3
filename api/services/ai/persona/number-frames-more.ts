// Word-problem frames for shopping and comparing (number-frames.ts has the first ones): a percent
// added to or taken off a price ("a 15% tip on $120", "20% off"), a basket of items at a price
// each ("3 coffees at £2.80 and 2 muffins at £3.20"), one unit per another ("240 miles on 8
// gallons: miles per gallon?") and "3 times as old as".
import { amounts, question, inBase, solved, stem, type Frame, type FrameAnswer } from "./frame-kit";
import { showAmount, showDuration, showNumber, unitOf, type Quantity, type Unit } from "./quantities";
import { WORDS } from "./words";
import { article } from "./text";

const KIND =
  /^\S*\s*(?:\w+\s+)?(tip|tax|vat|service|discount|off|cheaper|less|raise|rise|markup|increase|surcharge|interest|more|bonus)\b/i;
/** Kinds said of pay, which is often written without a currency ("5% bonus on 52,000"). */
const PAY = /^(?:raise|rise|bonus|increase)$/i;

/** The price a percent is taken of: the one money amount, or the one nearest the percent ("those
 * are 400 euros… €389 with 15% off"); for pay, a bare number will do. */
function priceFor(pct: Quantity, qs: Quantity[], kind: string): Quantity | undefined {
  const money = qs.filter((q) => q.unit.dim === "money" && !q.per);
  const bare = qs.filter((q) => q.unit.dim === "count" && !q.unit.name && !q.times && q.value >= 100);
  const pool = money.length ? money : PAY.test(kind) && bare.length === 1 ? bare : [];
  const gap = (q: Quantity) => Math.abs(q.at - pct.at);
  return [...pool].sort((a, b) => gap(a) - gap(b))[0];
}
const DOWN = /^(?:discount|off|cheaper|less)$/i;

/** "Add a 15% tip to $120", "£64, 25% off", "what's a 20% tip on £35?" */
export const percentAdjust: Frame = (t, qs) => {
  const pct = qs.filter((q) => q.unit.dim === "percent");
  if (pct.length !== 1) return null;
  const kind = t.slice(pct[0]!.at).match(KIND)?.[1];
  const price = kind ? priceFor(pct[0]!, qs, kind) : undefined;
  if (!kind || !price) return null;
  const p = pct[0]!.value;
  const part = (price.value * p) / 100;
  const shownPart = showAmount(part, price.unit);
  // "What's a 20% tip on £35?" asks for the tip itself, not the bill with it.
  // "A 5% bonus: how much is that on 52,000?": "that" is the bonus itself, unless it is a discount.
  const asksPart =
    (/\b(?:what(?:'s| is) (?:a|the)\s+\d+(?:\.\d+)?\s*%|how much (?:is )?(?:the )?(?:\d+(?:\.\d+)?\s*%\s*)?(?:tip|tax|vat|discount|raise|rise|bonus|increase|service charge))/i.test(
      t,
    ) ||
      (!DOWN.test(kind) && /\bhow much (?:is|would be|will be|'s) (?:that|it)\b/i.test(question(t)))) &&
    !/\b(?:total|altogether|in all|final|after|with)\b/i.test(question(t));
  if (asksPart)
    return solved(part, [
      `${shownPart}: ${showNumber(p)}% of ${showAmount(price.value, price.unit)}.`,
      `That's ${shownPart} (${showAmount(price.value, price.unit)} × ${showNumber(p / 100)}).`,
    ]);
  const down = DOWN.test(kind);
  const total = down ? price.value - part : price.value + part;
  const shown = showAmount(total, price.unit);
  return solved(total, [
    `${shown}: ${showAmount(price.value, price.unit)} ${down ? "−" : "+"} ${showNumber(p)}% (${shownPart}).`,
    `That comes to ${shown}, with ${shownPart} ${down ? "off" : kind.toLowerCase() === "more" ? "more" : `of ${kind.toLowerCase()}`}.`,
  ]);
};

/** "3 coffees at £2.80 and 2 muffins at £3.20: what's the total?" */
export const basketTotal: Frame = (t, qs) => {
  if (!/\b(?:total|altogether|in all|how much|cost|come to|spend|pay)\b/i.test(question(t))) return null;
  const pairs: [Quantity, Quantity][] = [];
  for (const [k, n] of qs.entries()) {
    const price = qs[k + 1];
    if (!price || n.unit.dim !== "count" || !n.unit.name || price.unit.dim !== "money" || price.per) continue;
    if (/^\s*(?:at|@|for|costing|,)?\s*$/i.test(t.slice(n.at + n.text.length, price.at)))
      pairs.push([n, price]);
  }
  if (pairs.length < 2 || pairs.length * 2 !== amounts(qs).length) return null;
  const value = pairs.reduce((sum, [n, p]) => sum + n.value * p.value, 0);
  const unit = pairs[0]![1].unit;
  const parts = pairs.map(([n, p]) => `${showNumber(n.value)} × ${showAmount(p.value, p.unit)}`).join(" + ");
  return solved(value, [
    `${showAmount(value, unit)}: ${parts}.`,
    `That comes to ${showAmount(value, unit)} (${parts}).`,
  ]);
};

/** A unit a question names, or the count noun it names ("pages"). */
const unitNamed = (word: string): Unit =>
  unitOf(word) ?? { name: word.toLowerCase(), dim: "count", factor: 1 };
const matches = (q: Quantity, u: Unit) =>
  !q.per &&
  (u.dim === "count" ? q.unit.dim === "count" && stem(q.unit.name) === stem(u.name) : q.unit.dim === u.dim);

/** "240 miles on 8 gallons: how many miles per gallon?", "350 pages in 14 days: pages a day?" */
export const unitRatio: Frame = (t, qs) => {
  const m = question(t).match(
    /\b(?:how many|what(?:'s| is| are)?(?: the| my| our| your| that in)?)\s+([a-z]+)\s+(?:per|a|an|each|every)\s+(?:(\d+(?:\.\d+)?)\s*)?([a-z]+)\b/i,
  );
  if (!m) return perPeriodOf(t, qs);
  const [top, bottom] = [unitNamed(m[1]!), unitNamed(m[3]!)];
  if (top.dim === bottom.dim || top.dim === "money") return null;
  // "litres per 100 km": the 100 is the question's own, not an amount to divide by.
  const scale = Number(m[2] ?? 1);
  const asked = t.length - question(t).length + (m.index ?? 0);
  const a = amounts(qs).filter((q) => matches(q, top));
  const b = amounts(qs).filter((q) => matches(q, bottom) && !(m[2] && q.at >= asked));
  if (a.length !== 1 || b.length !== 1 || !b[0]!.value) return null;
  const value = (scale * inBase(a[0]!)) / top.factor / (inBase(b[0]!) / bottom.factor);
  const per = `${m[2] ? `${showNumber(scale)} ` : ""}${m[2] ? bottom.name : bottom.name.replace(/s$/, "")}`;
  const shown = `${showNumber(value)} ${top.name} per ${per}`;
  return solved(value, [
    `${shown}: ${a[0]!.text} ÷ ${b[0]!.text}.`,
    `About ${shown} (${a[0]!.text} over ${b[0]!.text}).`,
  ]);
};

/** "I want to lose 6 kg in 12 weeks: how much per week?": the one amount over the one span. */
function perPeriodOf(t: string, qs: Quantity[]): FrameAnswer | null {
  const m = question(t).match(
    /\bhow (?:much|many|far)\b[^?.!]*?\b(?:per|a|an|each|every)\s+(day|week|month|year|hour|minute)\b/i,
  );
  const spans = amounts(qs).filter((q) => q.unit.dim === "time" && !q.per);
  const other = amounts(qs).filter((q) => q.unit.dim !== "time" && !q.per && q.unit.dim !== "percent");
  if (!m || spans.length !== 1 || other.length !== 1) return null;
  const per = unitOf(m[1]!)!;
  const periods = inBase(spans[0]!) / per.factor;
  if (!periods) return null;
  const value = other[0]!.value / periods;
  const shown = `${showAmount(value, other[0]!.unit)} ${article(per.name.replace(/s$/, ""))}`;
  return solved(value, [
    `${shown}: ${other[0]!.text} over ${spans[0]!.text}.`,
    `About ${shown} (${other[0]!.text} ÷ ${showNumber(periods)}).`,
  ]);
}

const MULTIPLIERS = new Map(Object.entries(WORDS.numbers.multipliers).map(([k, v]) => [k.toLowerCase(), v]));
const MULTIPLE_OF = new RegExp(
  String.raw`\b(${[...MULTIPLIERS.keys()].sort((a, b) => b.length - a.length).join("|")})\s+(?:of\s+)?(?:his|her|my|their|your|its|our|the)\s+(?:age|height|weight|size|price|cost|length|distance|time|speed)\b`,
  "i",
);

const PART_OF =
  /\b(\d+\/\d+)\s+of\s+(?:his|her|my|their|your|its|our|the)\s+(?:age|height|weight|size|price|cost|length|distance|time|speed)\b/i;

/** "Ella is 3 times as old as Max, who is 4", "a bag twice the size of a 2 kg one". */
export const timesAs: Frame = (t, qs) => {
  // "a third of the distance" reaches here as "1/3 of the distance".
  const said = t.match(MULTIPLE_OF) ?? t.match(PART_OF);
  const outside = (q: Quantity) => !said || q.at < said.index! || q.at >= said.index! + said[0].length;
  const base = amounts(qs).filter(outside);
  if (said && base.length === 1) {
    const [top, bottom] = said[1]!.split("/").map(Number) as [number, number?];
    const factor = bottom ? top / bottom : MULTIPLIERS.get(said[1]!.toLowerCase().replace(/\s+/g, " "))!;
    const value = factor * base[0]!.value;
    const shown = showAmount(value, base[0]!.unit);
    return solved(value, [
      `${shown}: ${showNumber(factor)} × ${showAmount(base[0]!.value, base[0]!.unit)}.`,
      `That's ${shown} (${said[1]!.toLowerCase()} of ${base[0]!.text}).`,
    ]);
  }
  const times = qs.filter((q) => q.times);
  if (times.length !== 1 || base.length !== 1) return null;
  if (
    !/\b(?:times|twice)\s+(?:as\s+\w+(?:\s+\w+)?\s+as|the\s+\w+\s+of|more than|older than|bigger than)\b/i.test(
      t,
    )
  )
    return null;
  const value = times[0]!.value * base[0]!.value;
  const shown = showAmount(value, base[0]!.unit);
  return solved(value, [
    `${shown}: ${showNumber(times[0]!.value)} × ${showAmount(base[0]!.value, base[0]!.unit)}.`,
    `That's ${shown} (${times[0]!.text} ${base[0]!.text}).`,
  ]);
};

const DURATION = (q: Quantity) => q.unit.dim === "time" && !q.clock && !q.per && !q.times;

/** "A 45 min run, 20 min of stretching and a 15 min shower: how long in total?" */
export const durationTotal: Frame = (t, qs) => {
  if (!/\b(?:total|altogether|in all|combined|plus|add(?:ed)? up|all together)\b/i.test(t)) return null;
  const spans = qs.filter(DURATION);
  if (spans.length < 2 || spans.length !== amounts(qs).length) return null;
  const minutes = spans.reduce((sum, q) => sum + q.value * q.unit.factor, 0);
  const shown = minutes >= 60 ? showDuration(minutes) : `${showNumber(minutes)} minutes`;
  const parts = spans.map((q) => q.text).join(" + ");
  return solved(minutes / 60, [`${shown} in all: ${parts}.`, `That adds up to ${shown} (${parts}).`]);
};

/** "How many 250 ml glasses in 2 litres?", "a bus every 12 minutes: how many in 3 hours?" */
export const howManyFit: Frame = (t, qs) => {
  const said = question(t).match(/\bhow many\s+(?:\d+(?:\.\d+)?\s*[a-z]+\s+)?([a-z]+)\b/i)?.[1];
  if (!said) return null;
  // "A bus every 20 minutes, how many in 3 hours?": no noun, so they are counted as times.
  const noun = /^(?:in|for|of|do|does|did|are|is|will|can|could|would|should|fit|go)$/i.test(said)
    ? "times"
    : said;
  // The size is the amount said with the thing counted ("500 ml glasses") or after "every";
  // "If a cup is 200 ml", "each box holds 2 kg", "200 ml per cup": the amount said of one.
  const ofOne = new RegExp(
    String.raw`\b(?:a|an|the|one|1|each|every|per)\s+${stem(noun)}\w*\s+(?:is|holds|takes|has|contains|weighs|needs|uses|gets|=)?\s*(?:about\s+|around\s+)?$`,
    "i",
  );
  const defined = amounts(qs).some((q) => ofOne.test(t.slice(Math.max(0, q.at - 30), q.at)));
  // "How many cups?" is a conversion, unless the message says what its cup holds.
  if (unitOf(noun) && !defined) return null;
  const measured = amounts(qs).filter((q) => q.unit.dim !== "count" && q.unit.dim !== "money" && !q.per);
  if (measured.length !== 2 || measured[0]!.unit.dim !== measured[1]!.unit.dim) return null;
  const size = measured.find(
    (q) =>
      stem(t.slice(q.at + q.text.length).match(/^\s*(?:(?:per|a|each)\s+)?([a-z]+)/i)?.[1] ?? "") ===
        stem(noun) ||
      /\bevery\s+$/i.test(t.slice(0, q.at)) ||
      ofOne.test(t.slice(Math.max(0, q.at - 30), q.at)),
  );
  const whole = measured.find((q) => q !== size);
  if (!size || !whole || !inBase(size)) return null;
  const value = inBase(whole) / inBase(size);
  const n = Math.floor(value + 1e-9);
  const lines = [
    `${showNumber(value)} ${noun}: ${whole.text} ÷ ${size.text}.`,
    `That's ${showNumber(value)} ${noun} (${whole.text} ÷ ${size.text}).`,
  ];
  if (n === value || value - n < 0.005) return solved(value, lines);
  // "I need 14 m of fence in 3 m panels", "how many cans fill a 2 litre jug": to cover it, round up.
  const cover =
    /\b(?:need|needs|needed|cover|covers|enough|buy|order|required|fill (?:a|an|the|up|my))\b/i.test(t);
  const makes = /\bcan (?:i|we|you) (?:fill|make|get|cut|bake|pour|serve|fit)\b|\bfrom\b/i.test(t);
  const whole1 = cover && !makes ? n + 1 : n;
  return solved(
    whole1 > value ? whole1 : value,
    lines.map((l) => `${l} So ${whole1} ${whole1 > value ? "to cover it" : "whole ones"}.`),
  );
};

/** "£32,000 a year: how much a month?", "15 km a week: how far a year?" */
export const perOtherPeriod: Frame = (t, qs) => {
  // "$1,200 a month, how much is that a year?": the period asked is the last one named.
  const asked = [
    ...question(t).matchAll(/\b(?:a|per|each|every|in a)\s+(hour|day|week|month|year)\b/gi),
  ].pop()?.[1];
  const rates = qs.filter((q) => q.per?.dim === "time");
  if (!asked || rates.length !== 1 || amounts(qs).length !== 1) return null;
  const rate = rates[0]!;
  // "30 m a second. in km per hour?" asks another unit too: a conversion of the speed (conversions.ts).
  const inUnit = question(t).match(/\b(?:in|into|to)\s+([a-z]+)\s+(?:a|an|per)\s+[a-z]+\b/i)?.[1];
  if (inUnit && unitOf(inUnit, rate.unit.dim)?.name !== rate.unit.name) return null;
  const to = unitOf(asked)!;
  if (to.name === rate.per!.name) return null;
  const value = (rate.value * to.factor) / rate.per!.factor;
  const shown = `${showAmount(value, rate.unit)} ${article(asked.toLowerCase())}`;
  const ratio = to.factor / rate.per!.factor;
  const working = ratio >= 1 ? `× ${showNumber(ratio)}` : `÷ ${showNumber(1 / ratio)}`;
  const was = `${showAmount(rate.value, rate.unit)} ${article(rate.per!.name.replace(/s$/, ""))}`;
  return solved(value, [`About ${shown}: ${was} ${working}.`, `${shown} (${was} ${working}).`]);
};

/** "I've saved £300 and put by £50 a week: how long until I have £1,000?" */
export const untilTarget: Frame = (t, qs) => {
  if (!/\b(?:until|till|to reach|to get to|before I have|to hit)\b/i.test(t)) return null;
  const rate = qs.find((q) => q.per?.dim === "time");
  // "60 litres, reserve at 10": a bare number counts what the rate counts.
  const pots = amounts(qs).filter(
    (q) =>
      q !== rate &&
      !q.per &&
      rate &&
      (q.unit.dim === rate.unit.dim || (q.unit.dim === "count" && !q.unit.name)),
  );
  if (!rate || pots.length !== 2 || !rate.value) return null;
  const [start, goal] = [...pots].sort((a, b) => a.value - b.value) as [Quantity, Quantity];
  const value = (goal.value - start.value) / rate.value;
  // "10 bar every 4 minutes": the steps are 4 minutes each, said as a duration.
  const timed = rate.per!.dim === "time" && /\d/.test(rate.per!.name);
  const shown = timed ? showDuration(value * rate.per!.factor) : showAmount(value, rate.per!);
  const every = timed ? `every ${rate.per!.name}` : `a ${rate.per!.name.replace(/s$/, "")}`;
  return solved(value, [
    `${shown}: ${showAmount(goal.value - start.value, goal.unit)} to go (${goal.text} − ${start.text}) at ${showAmount(rate.value, rate.unit)} ${every}.`,
    `About ${shown}. ${showNumber(goal.value - start.value)} ÷ ${showNumber(rate.value)} = ${showNumber(value)}.`,
  ]);
};

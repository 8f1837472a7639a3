// Frames for an amount per one thing: "3 eggs per cake, 4 cakes" (the amount times the count of
// that thing) and the other way round, "250 g per loaf and 1.5 kg of flour: how many loaves?",
// "35 miles per gallon, 350 miles: how many gallons?" (the amount over the rate); a pace ("5 km in
// 28 minutes: per km?") and the same pace or rate on another amount ("how long for 10 km?").
import { amounts, inBase, question, sameNoun, solved, stem, type Frame } from "./frame-kit";
import { showAmount, showDuration, showNumber, unitOf, type Quantity } from "./quantities";

/** A rate per one of a counted thing or a unit other than time ("per cake", "per gallon"). */
const perThing = (q: Quantity) => Boolean(q.per) && q.per!.dim !== "time";
const sameThing = (q: Quantity, per: Quantity["unit"]) =>
  per.dim === "count" ? q.unit.dim === "count" && sameNoun(q.unit.name, per.name) : q.unit.dim === per.dim;

/** "I need 3 eggs per cake and I'm making 4 cakes: how many eggs?" */
export const perItemTimes: Frame = (t, qs) => {
  const rates = qs.filter((q) => perThing(q) && q.per!.dim === "count");
  if (rates.length !== 1) return null;
  const rate = rates[0]!;
  const counts = amounts(qs).filter((q) => q !== rate && !q.per && sameThing(q, rate.per!));
  if (counts.length !== 1) return null;
  const n = counts[0]!;
  const value = rate.value * n.value;
  const shown = showAmount(value, rate.unit);
  return solved(value, [
    `${shown}: ${showAmount(rate.value, rate.unit)} per ${stem(rate.per!.name)} × ${n.text}.`,
    `That's ${shown} (${showNumber(n.value)} × ${showAmount(rate.value, rate.unit)}).`,
  ]);
};

/** "The car does 35 miles per gallon and the trip is 350 miles: how many gallons?" */
export const amountOverRate: Frame = (t, qs) => {
  const noun = question(t).match(/\bhow many\s+([a-z]+)\b/i)?.[1];
  const rates = qs.filter(perThing);
  if (!noun || rates.length !== 1) return null;
  const rate = rates[0]!;
  const per = rate.per!;
  const asked = per.dim === "count" ? sameNoun(per.name, noun) : per.name.startsWith(stem(noun).slice(0, 3));
  if (!asked || !rate.value) return null;
  const whole = amounts(qs).filter(
    (q) => q !== rate && !q.per && q.unit.dim === rate.unit.dim && q.unit.dim !== "count",
  );
  if (whole.length !== 1) return null;
  const value = inBase(whole[0]!) / (rate.value * rate.unit.factor);
  const whole1 = Math.floor(value + 1e-9);
  const name = per.dim === "count" ? noun.toLowerCase() : per.name;
  const lines = [
    `${showNumber(value)} ${name}: ${whole[0]!.text} ÷ ${showAmount(rate.value, rate.unit)} per ${stem(per.name)}.`,
    `That's ${showNumber(value)} ${name} (${whole[0]!.text} at ${showAmount(rate.value, rate.unit)} each).`,
  ];
  return solved(
    value,
    whole1 === value || value - whole1 < 0.005 ? lines : lines.map((l) => `${l} So ${whole1} whole ones.`),
  );
};

const DISTANCE = (q: Quantity) => q.unit.dim === "length" && !q.per;
const SPAN = (q: Quantity) => q.unit.dim === "time" && !q.clock && !q.per && !q.times;

/** "I run 5 km in 28 minutes: what's my pace per km?" (minutes per distance, said as 5:36). */
export const paceFrame: Frame = (t, qs) => {
  const per = question(t).match(
    /\b(?:pace|min(?:ute)?s?)\b[^?.!]*?\b(?:per|a|each|every|\/)\s*([a-z]+)\b/i,
  )?.[1];
  const distance = qs.filter(DISTANCE);
  // "What pace do I need for 5 km in 35 minutes?": a pace per the unit the distance is in.
  const own = /\bpace\b/i.test(question(t)) && distance.length === 1 ? distance[0]!.unit : undefined;
  const to = per ? unitOf(per) : own;
  const spans = qs.filter(SPAN);
  if (!to || to.dim !== "length" || distance.length !== 1 || spans.length !== 1) return null;
  const units = inBase(distance[0]!) / to.factor;
  if (!units) return null;
  const value = inBase(spans[0]!) / units;
  const shown = `${Math.floor(value)}:${String(Math.round((value % 1) * 60)).padStart(2, "0")}`;
  const one = to.name.replace(/s$/, "");
  return solved(value, [
    `${shown} per ${one}: ${spans[0]!.text} ÷ ${showNumber(units)} ${to.name}.`,
    `A pace of ${shown} a ${one} (${showNumber(value)} minutes), ${spans[0]!.text} over ${distance[0]!.text}.`,
  ]);
};

/** "5 km in 28 minutes… how long would 10 km take at that pace?": the same rate on a new amount. */
export const sameRate: Frame = (t, qs) => {
  const asked = question(t);
  if (!/\bat (?:that|this|the same) (?:pace|rate|speed)\b|\bat that\b/i.test(asked)) return null;
  const wants = /\bhow long\b/i.test(asked) ? "time" : /\bhow far\b/i.test(asked) ? "length" : undefined;
  const known = qs.filter((q) => !q.per && !q.clock && !q.times && q.unit.dim === wants);
  const given = qs.filter(
    (q) => !q.per && !q.clock && !q.times && q.unit.dim !== wants && q.unit.dim !== "count",
  );
  if (!wants || known.length !== 1 || given.length !== 2 || given[0]!.unit.dim !== given[1]!.unit.dim)
    return null;
  const [before, now] = given as [Quantity, Quantity];
  if (!inBase(before)) return null;
  const value = (known[0]!.value * inBase(now)) / inBase(before);
  const shown =
    wants === "time" && known[0]!.unit.factor === 1 ? showDuration(value) : showAmount(value, known[0]!.unit);
  return solved(value, [
    `${shown}: ${known[0]!.text} for ${before.text}, so ${now.text} takes ${showNumber(inBase(now) / inBase(before))} times that.`,
    `About ${shown} (${known[0]!.text} × ${now.text} ÷ ${before.text}).`,
  ]);
};

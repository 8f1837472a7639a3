// Frames for an amount per one thing: "3 eggs per cake, 4 cakes" (the amount times the count of
// that thing) and the other way round, "250 g per loaf and 1.5 kg of flour: how many loaves?",
// "35 miles per gallon, 350 miles: how many gallons?" (the amount over the rate).
import { amounts, inBase, question, solved, stem, type Frame } from "./frame-kit";
import { showAmount, showNumber, type Quantity } from "./quantities";

/** A rate per one of a counted thing or a unit other than time ("per cake", "per gallon"). */
const perThing = (q: Quantity) => Boolean(q.per) && q.per!.dim !== "time";
/** "cakes" and "cake", "loaves" and "loaf", "knives" and "knife". */
const sameNoun = (a: string, b: string) => {
  const base = (w: string) => stem(w).replace(/ve$/, "f").replace(/fe$/, "f");
  return base(a) === base(b);
};
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

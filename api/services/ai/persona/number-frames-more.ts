// Word-problem frames for shopping and comparing (number-frames.ts has the first ones): a percent
// added to or taken off a price ("a 15% tip on $120", "20% off"), a basket of items at a price
// each ("3 coffees at £2.80 and 2 muffins at £3.20"), one unit per another ("240 miles on 8
// gallons: miles per gallon?") and "3 times as old as".
import { amounts, question, inBase, solved, stem, type Frame } from "./frame-kit";
import { showAmount, showNumber, unitOf, type Quantity, type Unit } from "./quantities";

const KIND =
  /^\S*\s*(?:\w+\s+)?(tip|tax|vat|service|discount|off|cheaper|less|raise|rise|markup|increase|surcharge|interest|more)\b/i;
const DOWN = /^(?:discount|off|cheaper|less)$/i;

/** "Add a 15% tip to $120", "£64, 25% off", "what's a 20% tip on £35?" */
export const percentAdjust: Frame = (t, qs) => {
  const pct = qs.filter((q) => q.unit.dim === "percent");
  const money = qs.filter((q) => q.unit.dim === "money" && !q.per);
  if (pct.length !== 1 || money.length !== 1) return null;
  const kind = t.slice(pct[0]!.at).match(KIND)?.[1];
  if (!kind) return null;
  const [p, price] = [pct[0]!.value, money[0]!];
  const part = (price.value * p) / 100;
  const shownPart = showAmount(part, price.unit);
  // "What's a 20% tip on £35?" asks for the tip itself, not the bill with it.
  const asksPart =
    /\b(?:what(?:'s| is) (?:a|the)\s+\d+(?:\.\d+)?\s*%|how much (?:is )?(?:the )?(?:\d+(?:\.\d+)?\s*%\s*)?(?:tip|tax|vat|discount))/i.test(
      t,
    ) && !/\b(?:total|altogether|in all|final|after|with)\b/i.test(question(t));
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
    /\b(?:how many|what(?:'s| is| are)?(?: the| my| our| your| that in)?)\s+([a-z]+)\s+(?:per|a|an|each|every)\s+([a-z]+)\b/i,
  );
  if (!m) return null;
  const [top, bottom] = [unitNamed(m[1]!), unitNamed(m[2]!)];
  if (top.dim === bottom.dim || top.dim === "money") return null;
  const a = amounts(qs).filter((q) => matches(q, top));
  const b = amounts(qs).filter((q) => matches(q, bottom));
  if (a.length !== 1 || b.length !== 1 || !b[0]!.value) return null;
  const value = inBase(a[0]!) / top.factor / (inBase(b[0]!) / bottom.factor);
  const per = bottom.name.replace(/s$/, "");
  const shown = `${showNumber(value)} ${top.name} per ${per}`;
  return solved(value, [
    `${shown}: ${a[0]!.text} ÷ ${b[0]!.text}.`,
    `About ${shown} (${a[0]!.text} over ${b[0]!.text}).`,
  ]);
};

/** "Ella is 3 times as old as Max, who is 4", "a bag twice the size of a 2 kg one". */
export const timesAs: Frame = (t, qs) => {
  const times = qs.filter((q) => q.times);
  const base = amounts(qs);
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

// More frames tried when no other reading placed the parts (frame-typed.ts): amounts of one kind in
// mixed units added up, an arrival from a speed and a distance, whether there is time enough at a
// speed, and a price by the hour over two times of day.
import { amounts, inBase, question, solved, type Frame } from "./frame-kit";
import { fillAll } from "./plan";
import { showAmount, showClock, showDuration } from "./quantities";
import { said, total } from "./frame-typed";
import { WORDS } from "./words";

const T = WORDS.numbersTyped;

/** "the tent weighs 2,4 kg, the stove 850 g and the food 3 kg: total weight?": amounts of one kind in
 * any of its units, added up in the unit of the largest. */
export const sumOfKind: Frame = (t, qs) => {
  const asked = question(t);
  const parts = amounts(qs);
  const dim = parts[0]?.unit.dim;
  // "the bus takes 45 min and the walk 12, how long door to door?": durations, when none is left over.
  const spans = dim === "time" && /\bhow long\b/i.test(asked) && !/\b(?:left|remain|more|still)\b/i.test(t);
  if (!/\b(?:total|altogether|in all|combined|together|all up|sum)\b/i.test(asked) && !spans) return null;
  const kinds = ["length", "mass", "volume", "time"];
  if (parts.length < 2 || parts.length !== qs.length || !dim || !kinds.includes(dim)) return null;
  if (parts.some((q) => q.unit.dim !== dim || q.per || q.each)) return null;
  const unit = parts.reduce((a, b) => (b.unit.factor > a.unit.factor ? b : a)).unit;
  const value = parts.reduce((sum, q) => sum + inBase(q), 0) / unit.factor;
  const working = parts.map((q) => q.text).join(" + ");
  const shown = dim === "time" ? showDuration(value * unit.factor) : showAmount(value, unit);
  return solved(value, total(shown, `${working} = ${shown}`));
};

/** "we walk 3.5 km an hour, the hut is 12 km away; leave at 8:30, when do we arrive?" */
export const arriveAt: Frame = (t, qs) => {
  if (!/\b(?:when|what time)\b/i.test(question(t))) return null;
  const clocks = qs.filter((q) => q.clock);
  const speed = qs.find((q) => q.per?.dim === "time" && q.unit.dim === "length");
  const way = amounts(qs).filter((q) => q.unit.dim === "length" && !q.per);
  if (clocks.length !== 1 || !speed || way.length !== 1 || qs.length !== 3 || !speed.value) return null;
  const minutes = Math.round((inBase(way[0]!) / inBase(speed)) * speed.per!.factor);
  const value = (clocks[0]!.value + minutes) % 1440;
  const working = `${way[0]!.text} at ${speed.text} is ${showDuration(minutes)}, from ${showClock(clocks[0]!.value)}`;
  return solved(value / 60, total(showClock(value), working));
};

/** "the summit is 9 km away, we move at 2.5 km an hour, 4 hours of daylight: will we make it?" */
export const inTime: Frame = (t, qs) => {
  if (
    !/\b(?:make it|in time|enough time|get there (?:before|in time)|before (?:dark|sunset|it closes))\b/i.test(
      t,
    )
  )
    return null;
  const speed = qs.find((q) => q.per?.dim === "time" && q.unit.dim === "length");
  const way = amounts(qs).filter((q) => q.unit.dim === "length" && !q.per);
  const span = amounts(qs).filter((q) => q.unit.dim === "time" && !q.per);
  if (!speed?.value || way.length !== 1 || span.length !== 1 || qs.length !== 3) return null;
  const need = Math.round((inBase(way[0]!) / inBase(speed)) * speed.per!.factor);
  const have = inBase(span[0]!);
  const vals = {
    need: showDuration(need),
    have: span[0]!.text,
    spare: showDuration(have - need),
    short: showDuration(need - have),
  };
  return solved(need / 60, fillAll(need <= have ? T.inTime : T.notInTime, vals));
};

/** "the car park is €2.40 an hour, I stay from 9:15 to 13:45: how much?" */
export const priceOverSpan: Frame = (t, qs) => {
  const price = qs.find((q) => q.unit.dim === "money" && q.per?.dim === "time");
  const clocks = qs.filter((q) => q.clock);
  if (!price || clocks.length !== 2 || qs.length !== 3) return null;
  const minutes = (clocks[1]!.value - clocks[0]!.value + 1440) % 1440;
  const value = (price.value * minutes) / price.per!.factor;
  const working = `${showClock(clocks[0]!.value)} to ${showClock(clocks[1]!.value)} is ${showDuration(minutes)}, at ${price.text} an hour`;
  return solved(value, total(said(value, price), working));
};

// More frames tried when no other reading placed the parts (frame-typed.ts): amounts of one kind in
// mixed units added up, an arrival from a speed and a distance, whether there is time enough at a
// speed, a price by the hour over two times of day, how many one can buy, an amount scaled to a new
// count, a rate per the unit asked, and a sum said in words ("18 tables of 8 minus 5").
import { amounts, inBase, question, sameKind, sameNoun, solved, type Frame } from "./frame-kit";
import { fillAll } from "./plan";
import { showAmount, showClock, showDuration, showNumber, unitOf, type Quantity } from "./quantities";
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

/** "the potion is 45 silver and I have 120: how many can I buy?": whole ones only, rounded down. */
export const affordCount: Frame = (t, qs) => {
  const asked = question(t).match(/\bhow many\b[^.?!]*\b(?:can|could|will|would)\b/i);
  const parts = amounts(qs).filter((q) => !q.per);
  if (!asked || parts.length !== 2 || qs.length !== 2 || !sameKind(parts[0]!.unit, parts[1]!.unit))
    return null;
  const [one, all] = [...parts].sort((a, b) => inBase(a) - inBase(b)) as [Quantity, Quantity];
  if (!inBase(one)) return null;
  const value = Math.floor(inBase(all) / inBase(one) + 1e-9);
  const rest = (inBase(all) - value * inBase(one)) / one.unit.factor;
  const working = `${all.text} ÷ ${one.text} = ${showNumber(inBase(all) / inBase(one))}${rest > 1e-9 ? `, with ${showAmount(rest, one.unit)} over` : ""}`;
  return solved(value, total(showNumber(value), working));
};

/** "250 g of flour for 12 cookies… and for 30 cookies?": the amount scaled to the new count. */
export const scaledFor: Frame = (t, qs) => {
  const fors = qs.filter(
    (q) => q.unit.dim === "count" && /\bfor\s+$/i.test(t.slice(Math.max(0, q.at - 5), q.at)),
  );
  const amount = amounts(qs).filter((q) => !fors.includes(q) && !q.per);
  if (fors.length !== 2 || amount.length !== 1 || qs.length !== 3) return null;
  const a = amount[0]!;
  // The count the amount is told for is the first after it ("if 2 is for 2 people"), wherever the
  // question's count stands ("for 5 people how many bananas… if 2 is for 2 people").
  const from = fors.find((q) => q.at > a.at) ?? fors[0]!;
  const to = fors.find((q) => q !== from)!;
  if (from.unit.name && to.unit.name && !sameNoun(from.unit.name, to.unit.name)) return null;
  if (!from.value) return null;
  const value = (a.value * to.value) / from.value;
  const working = `${a.text} × ${showNumber(to.value)}/${showNumber(from.value)}`;
  // "how many bananas… if 2 is for 2 people": a bare amount is of what the question counts.
  const noun = a.unit.name ? undefined : question(t).match(/\bhow many ([a-z]+)/i)?.[1];
  return solved(value, total(noun ? `${showNumber(value)} ${noun}` : showAmount(value, a.unit), working));
};

/** "we drove 320 km on 24 litres: how much per 100 km?", "…how many km per litre?" */
export const perAsked: Frame = (t, qs) => {
  const m = question(t).match(/\bper\s+(?:(\d+(?:\.\d+)?)\s*)?([a-z]+)\b/i);
  const by = m ? unitOf(m[2]!) : undefined;
  const parts = amounts(qs).filter((q) => !q.per && !(m?.[1] && q.text.startsWith(m[1])));
  if (!m || !by || by.dim === "count" || parts.length !== 2) return null;
  const divisor = parts.find((q) => q.unit.dim === by.dim);
  const other = parts.find((q) => q !== divisor);
  if (!divisor || !other || other.unit.dim === by.dim || !inBase(divisor)) return null;
  const n = Number(m[1] ?? 1);
  const value = (other.value / (inBase(divisor) / by.factor)) * n;
  const per = `${m[1] ? `${showNumber(n)} ` : ""}${by.name.replace(/s$/, "")}`;
  const working = `${other.text} ÷ ${divisor.text}${n === 1 ? "" : `, × ${showNumber(n)}`}`;
  return solved(value, total(`${showAmount(value, other.unit)} per ${per}`, working));
};

const OPS: Record<string, string> = {
  of: "×",
  times: "×",
  x: "×",
  "×": "×",
  minus: "−",
  less: "−",
  "take away": "−",
  plus: "+",
  "and another": "+",
  "divided by": "÷",
};
const GAP = new RegExp(`^\\s*(?:[\\p{L}']+\\s+){0,2}?(${Object.keys(OPS).join("|")})\\s+$`, "iu");

/** "how many guests is 18 tables of 8 minus 5 empty seats": the amounts joined by the words between
 * them, multiplied and divided before they are added and taken away. */
export const wordSum: Frame = (t, qs) => {
  if (qs.length < 3 || qs.length > 6 || !/\bhow (?:many|much)\b|\btotal\b/i.test(t)) return null;
  if (qs.some((q) => q.clock || q.per || q.times || q.unit.dim === "percent")) return null;
  const ops: string[] = [];
  for (let i = 1; i < qs.length; i++) {
    const op = t.slice(qs[i - 1]!.at + qs[i - 1]!.text.length, qs[i]!.at).match(GAP)?.[1];
    if (!op) return null;
    ops.push(OPS[op.toLowerCase()]!);
  }
  // Products and quotients first, then the sums left to right.
  const terms: number[] = [qs[0]!.value];
  const signs: string[] = [];
  ops.forEach((op, i) => {
    const v = qs[i + 1]!.value;
    if (op === "×") terms[terms.length - 1]! *= v;
    else if (op === "÷") terms[terms.length - 1]! /= v;
    else {
      terms.push(v);
      signs.push(op);
    }
  });
  const value = terms.slice(1).reduce((sum, v, i) => (signs[i] === "+" ? sum + v : sum - v), terms[0]!);
  const shown = qs.map((q, i) => `${i ? `${ops[i - 1]} ` : ""}${showNumber(q.value)}`).join(" ");
  return solved(value, total(showNumber(value), `${shown} = ${showNumber(value)}`));
};

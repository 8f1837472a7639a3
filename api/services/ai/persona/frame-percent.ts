// A percent of the one amount a message names: "28 students and 75% passed: how many passed?", or
// what is left to pay after a discount ("35 a month and i get 20% off: how much do i pay?"); a score
// as a percent ("i got 34 out of 40. percent?").
import { amounts, question, solved, type Frame } from "./frame-kit";
import { showAmount, showNumber } from "./quantities";

/** "28 students and 75% passed: how many passed?" */
export const percentOfCount: Frame = (t, qs) => {
  if (!/\bhow (?:many|much)\b|\bwhat(?:'s| is)\b/i.test(question(t))) return null;
  const pct = qs.filter((q) => q.unit.dim === "percent");
  const whole = amounts(qs).filter((q) => q.unit.dim !== "percent" && q.unit.dim !== "year");
  if (pct.length !== 1 || whole.length !== 1) return null;
  const [p, w] = [pct[0]!.value, whole[0]!];
  // "35 a month and i get 20% off: how much do i pay?" asks what is left to pay, not the discount.
  const after = t.slice(pct[0]!.at + pct[0]!.text.length);
  const off = after.match(/^\s*(?:off|discount|cheaper|less)\b/i);
  if (off && !/\b(?:save|saving|off|discount)\b/i.test(after.slice(off[0].length))) {
    const rest = (w.value * (100 - p)) / 100;
    const kept = showAmount(rest, w.unit);
    return solved(rest, [
      `${kept}: ${showAmount(w.value, w.unit)} − ${showNumber(p)}% (${showAmount(w.value - rest, w.unit)}) = ${kept}.`,
      `That's ${kept} (${showNumber(100 - p)}% of ${showNumber(w.value)}).`,
    ]);
  }
  const value = (w.value * p) / 100;
  const shown = showAmount(value, w.unit);
  return solved(value, [
    `${shown}: ${showNumber(p)}% of ${showAmount(w.value, w.unit)} is ${showNumber(w.value)} × ${showNumber(p / 100)}.`,
    `That's ${shown} (${showNumber(p)}% of ${showNumber(w.value)}).`,
  ]);
};

/** "i got 34 out of 40 on the practice test. percent?" */
export const scoreAsPercent: Frame = (t) => {
  if (!/\b(?:percent(?:age)?|per ?cent)\b|%/i.test(question(t))) return null;
  const m = t.match(/\b(\d+(?:\.\d+)?)\s*(?:out of|\/)\s*(\d+(?:\.\d+)?)\b/i);
  if (!m || /%/.test(t.slice(0, m.index))) return null;
  const [got, of] = [Number(m[1]), Number(m[2])];
  if (!of || got > of) return null;
  const value = (got / of) * 100;
  return solved(value, [
    `${showNumber(value)}%: ${showNumber(got)} ÷ ${showNumber(of)} = ${showNumber(got / of)}, × 100.`,
    `That's ${showNumber(value)}% (${showNumber(got)} out of ${showNumber(of)}).`,
  ]);
};

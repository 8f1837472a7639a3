// What every word-problem frame shares: the answer's shape and the checks on the quantities
// (word-frames.ts, number-frames.ts).
import type { Quantity, Unit } from "./quantities";

export interface FrameAnswer {
  lines: string[];
  value: number;
}

export type Frame = (t: string, qs: Quantity[]) => FrameAnswer | null;

export const solved = (value: number, lines: string[]): FrameAnswer | null =>
  Number.isFinite(value) && Math.abs(value) < 1e12 ? { value, lines } : null;

/** The amounts: no multipliers ("8 times"), no times of day. */
export const amounts = (qs: Quantity[]) => qs.filter((q) => !q.times && !q.clock);
/** "pages" → "page", "boxes" → "box", "glasses" → "glass". */
export const stem = (w: string) => w.toLowerCase().replace(/(?:(?<=[sxz]|ch|sh)es|(?<!s)s)$/, "");
/** "cakes" and "cake", "loaves" and "loaf", "knives" and "knife". */
export const sameNoun = (a: string, b: string) => {
  const base = (w: string) => stem(w).replace(/ve$/, "f").replace(/fe$/, "f");
  return base(a) === base(b);
};
export const sameKind = (a: Unit, b: Unit) =>
  a.dim === b.dim && (a.dim !== "count" || !a.name || !b.name || stem(a.name) === stem(b.name));
/** The value in its dimension's base unit (metre, gram, minute, kelvin…). */
export const inBase = (q: { value: number; unit: Unit }) => q.value * q.unit.factor + (q.unit.offset ?? 0);
/** A value in the base unit written in `unit`. */
export const fromBase = (base: number, unit: Unit) => (base - (unit.offset ?? 0)) / unit.factor;

/** A sum is asked for: a question, or an order to work one out ("Split £87 between 4 of us"). */
export const ASKED =
  /\?\s*$|\b(?:how (?:much|many|long|far|old|tall|heavy|big|late|early|overdue)|what(?:'s|s| is| are| do| does| will| would| percent(?:age)?)|what [a-z]+ (?:do|does|did|is|are|was|should|would|will|can)|which (?:is|one|are)|(?:is|are|will|would|was) (?:that|it|this|there|they) enough|when (?:do|does|did|should|must|will|would|is|are|can|shall)|what time|work out|calculate|figure out|(?:will|would|does|do|can)\b[^.?!]{0,30}\bfit|wats|wat's)\b|^\s*(?:please\s+)?(?:split|divide|share|convert|add)\b/i;

/** The question itself: the last sentence asked with a question mark ("how long do we have? it's
 * 9:40 now and we leave at 10:05"), else the last sentence. */
export const question = (t: string) => {
  const sentences = t.split(/(?<=[.!?])\s+(?=\S)/).filter((s) => /\w/.test(s));
  const last = sentences[sentences.length - 1] ?? t;
  if (/\?\s*$/.test(last) || /^\W*(?:how|what|when|which|who|where|why)\b/i.test(last)) return last;
  return (
    [...sentences]
      .reverse()
      // "if i need 8 hours, when do i go to bed? i leave at 5:50…": the question after its "if".
      .find((s) => /\?\s*$/.test(s) && /^\W*(?:if\b[^,?]*,\s*)?(?:how|what|when|which)\b/i.test(s)) ?? last
  );
};

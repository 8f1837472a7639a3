// An amount asked back, or how it was worked out (number-working.ts): "how much was the apartment per person again?" (a sum worked out earlier,
// found again by the words it was about), "how much chicken did I say I need?" (an amount the
// member said, next to the thing it was of), "what number did they first offer me?". Read from the
// member's turns each time; the words of the question pick the turn, the amount comes from it.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { solveInContext } from "./number-context";
import { workingPlan } from "./number-working";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { quantitiesIn, type Quantity } from "./quantities";
import { WORDS } from "./words";

/** The question asks for an amount said or worked out before. */
const ASKS_BACK =
  /\b(?:again|did (?:i|you|we) (?:say|tell|work out|get)|i (?:said|told you)|remind me|first|originally)\b/i;
const AMOUNT =
  /\b(?:how (?:much|many|far|long)|what (?:number|amount|price|figure|was the (?:total|price|cost)))\b/i;
/** Words that say nothing about which amount is meant. */
const PLAIN =
  /^(?:how|much|many|far|long|what|was|were|is|are|the|a|an|did|do|i|you|we|they|me|my|say|said|tell|told|again|wait|remind|number|amount|first|originally|that|it|of|to|in|for|and|so|ok|oh|there)$/i;
/** "…did I say I need?": the amount the member said, not a sum worked out from it. */
const TOLD = /\b(?:did (?:i|we) (?:say|tell|mention)|i (?:said|told you|mentioned))\b/i;

const words = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !PLAIN.test(w));
/** "offer" finds "offered", "apartment" finds "apartments". */
const meets = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

/** The answer or amount the question asks back, said as it was worked out or told. */
function recalled(message: string, members: string[], ctx: Ctx): string | null {
  const asked = words(message);
  if (!asked.length) return null;
  let best: { score: number; answer: string } | null = null;
  // Most recent first, unless the question asks for the first ("what did they first offer?").
  const order = /\b(?:first|originally)\b/i.test(message)
    ? members.map((_, k) => k)
    : members.map((_, k) => members.length - 1 - k);
  for (const k of order) {
    const said = members[k]!;
    const score = asked.filter((w) => words(said).some((s) => meets(s, w))).length;
    if (!score || (best && score <= best.score)) continue;
    const history = ctx.history.slice(
      0,
      ctx.history.findIndex((t) => t.role === "user" && t.content === said) + 1,
    );
    const worked = TOLD.test(message) ? null : solveInContext(said, history);
    if (worked) {
      best = { score, answer: worked.lines[0]!.replace(/[.!]$/, "") };
      continue;
    }
    // A question left unworked is no amount told: "how many jumps?" did not say 85 units.
    if (!TOLD.test(message) && /\?\s*$/.test(said)) continue;
    const amount = nearest(withDigits(said), asked);
    if (amount) best = { score, answer: amount.text };
  }
  return best?.answer ?? null;
}

/** The amount said nearest the words asked about ("I need 750 g" in a sentence about chicken). */
function nearest(text: string, asked: string[]): Quantity | undefined {
  const qs = quantitiesIn(text).filter((q) => !q.times && !q.clock);
  const at = (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .map((w) => (asked.some((a) => meets(a, w)) ? text.toLowerCase().indexOf(w) : -1))
    .filter((i) => i >= 0);
  if (!qs.length || !at.length) return undefined;
  return [...qs].sort(
    (a, b) => Math.min(...at.map((i) => Math.abs(a.at - i))) - Math.min(...at.map((i) => Math.abs(b.at - i))),
  )[0];
}

/** "How much was the apartment per person again?": the amount, from the turn it was about. */
export function numberRecallPlan(ctx: Ctx, vals: Vals): Plan | null {
  // "How did you get that?": the working of the last sum, asked back.
  const working = workingPlan(ctx, vals);
  if (working) return working;
  if (!ASKS_BACK.test(ctx.message) || !AMOUNT.test(ctx.message)) return null;
  const members = ctx.history.filter((t) => t.role === "user").map((t) => t.content);
  const answer = recalled(ctx.message, members.slice(0, -1), ctx);
  if (!answer) return null;
  return {
    ...basePlan(fillAll(WORDS.recall.answers.value, { ...vals, answer })),
    addOns: false,
    followChance: 0,
  };
}

// Which reply is sent, of the candidates the composer assembled: never a sentence said twice
// already, a line from the last ten replies only when nothing else will do, one closing question
// in three replies, and for a regenerate the next candidate that shares under half its words with
// the alternative before it (variety.ts measures both).
import type { Ctx } from "./context";
import type { Plan } from "./plan";
import { seededRandom } from "./random";
import * as T from "./templates";
import { sanitize, splitSentences } from "./text";
import { endsWithQuestion, MAX_REGENERATE_OVERLAP, MAX_USES, wordOverlap } from "./variety";

/**
 * One question in three replies: after a recent one, a reply that has said something already
 * leaves its closing question off, unless the plan is there to ask ("ok", "lol": asking carries
 * the conversation on).
 */
export function mayLeaveQuestion(ctx: Ctx, plan: Plan): boolean {
  return ctx.lately.askedLately && plan.followChance < 10;
}

export function withoutClosingQuestion(text: string): string {
  const sentences = splitSentences(text);
  if (sentences.length < 3 || !endsWithQuestion(text)) return text;
  const kept = sentences.slice(0, -1).join(" ");
  return endsWithQuestion(kept) ? text : kept;
}

/**
 * A regenerate whose earlier replies are known: the best candidate sharing under half its words
 * with each of them, else with the latest, else the one sharing least.
 */
function differentFrom(ranked: readonly string[], told: readonly string[]): string | undefined {
  const said = new Set(told.map((t) => t.trim()));
  const left = ranked.filter((c) => !said.has(c.trim()));
  const latest = told.at(-1)!;
  const most = (c: string) => Math.max(...told.map((t) => wordOverlap(c, t)));
  return (
    left.find((c) => most(c) < MAX_REGENERATE_OVERLAP) ??
    left.find((c) => wordOverlap(c, latest) < MAX_REGENERATE_OVERLAP) ??
    [...left].sort((a, b) => most(a) - most(b))[0]
  );
}

/**
 * The reply for this variant. Never a sentence said twice already; a line said in the last few
 * replies, or one question too many, only when nothing else will do; then, for a plan whose lines
 * are best first, the best line, else the freshest. A regenerate (variant n) takes the next
 * candidate that shares under half its words with the alternative before it.
 */
export function pickVariant(ctx: Ctx, plan: Plan, candidates: string[]): string {
  const usable = candidates.filter((c) => ctx.usage.worst(c) < MAX_USES);
  const cost = (c: string) => ctx.lately.stale(c) * 2 + (plan.ordered ? 0 : Math.min(1, ctx.usage.worst(c)));
  const ranked = (usable.length ? usable : candidates)
    .map((c, k) => ({ c, k, cost: cost(c) }))
    .sort((a, b) => a.cost - b.cost || a.k - b.k)
    .map((x) => x.c);
  const told = ctx.variant > 0 ? ctx.alternatives.slice(-ctx.variant) : [];
  if (told.length) {
    const other = differentFrom(ranked, told);
    if (other) return other;
  }
  const chosen: string[] = [];
  for (let v = 0; v <= ctx.variant; v++) {
    const left = ranked.filter((c) => !chosen.includes(c));
    const previous = chosen[chosen.length - 1];
    const different = previous
      ? left.find((c) => wordOverlap(c, previous) < MAX_REGENERATE_OVERLAP)
      : left[0];
    const next =
      different ?? [...left].sort((a, b) => wordOverlap(a, previous!) - wordOverlap(b, previous!))[0];
    if (!next) break;
    chosen.push(next);
  }
  if (chosen.length === ctx.variant + 1) return chosen[ctx.variant]!;
  // Every variant was said recently: a core line plus one of many follow-up questions. There are
  // more of those than remembered replies, so at least one of these strings is new.
  const core = plan.cores[0]!;
  const follows = seededRandom(`${ctx.seed}:last`).rotate(T.FOLLOW_UPS);
  const shift = Math.max(0, ctx.variant - chosen.length);
  let last = "";
  for (let j = 0; j < follows.length; j++) {
    last = sanitize(`${core} ${follows[(shift + j) % follows.length]}`).trim();
    if (!ctx.recent.has(last)) return last;
  }
  return `${last} ${follows[0]}`;
}

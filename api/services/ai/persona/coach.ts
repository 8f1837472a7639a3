// Advice given as the thing itself: the words to say, how long, what to do if it goes wrong, whether
// to mention something, a stretch with its count. A question's shape names what it asks (its facet:
// "how do I say it?", "what if they say no?", "is that worth it?"); the situation it is about (a
// salary offer, a toast, a desk-bound back) comes from the message, else from the member's recent
// messages; the situation's lines for that facet (words/coach.json) are filled with the facts the
// member told (coach-facts.ts), the richest line first. A line whose facts are missing is not said.
import type { Ctx } from "./context";
import { coachFacts, type Facts } from "./coach-facts";
import { findAdvice } from "./advice";
import { fitsAdviceShape } from "./advice-default";
import { kitchenPlan } from "./kitchen";
import { solveInContext } from "./number-context";
import { answerPlan, fill, type Plan, type Vals } from "./plan";
import { capitalize } from "./text";
import { WORDS } from "./words";

type Facet = (typeof WORDS.coach.asks)[number]["facet"];
type Situation = (typeof WORDS.coach.situations)[number];

const ASKS = WORDS.coach.asks.map((a) => ({ facet: a.facet, re: new RegExp(a.pattern, "i") }));
const SITUATIONS = WORDS.coach.situations.map((s) => ({ ...s, re: new RegExp(s.about, "i") }));
/** How many of the member's earlier messages a situation is looked for in. */
const LOOKBACK = 20;
/** "Is that enough?" is about the last few messages only. */
const NEAR_LOOKBACK = 3;

const plain = (text: string) => text.replace(/[’‘]/g, "'").trim();

/** What the message asks, by its shape; "told" for a statement, which may bring facts to use. */
export function facetOf(message: string): Facet | null {
  const t = plain(message);
  return ASKS.find((a) => a.re.test(t))?.facet ?? (/\?/.test(t) ? null : "told");
}

/** Facets that judge what the member just said ("is that bad?"): about this message or the one before. */
const NEAR: ReadonlySet<Facet> = new Set(["enough", "worth", "advice"]);
const JUDGES_OWN_CLAUSE =
  /\b(?:is|was|would) it (?:\w+ )?(?:bad|ok|okay|normal|fine|wrong|weird|healthy|enough|worth it)\s+(?:that|if|to|when|i)\b/i;
/** Facets of care for the member's own feelings. */
const CARE: ReadonlySet<Facet> = new Set(["nerves", "wobble", "luck"]);

interface Found {
  situation: Situation;
  here: boolean;
}

/** Every situation a text is about, in order of precedence. */
function situationsIn(text: string): Situation[] {
  return SITUATIONS.filter((s) => s.re.test(plain(text)));
}

/**
 * The situations the chat may be in, most likely first: this message's, then each earlier message's,
 * newest first; one named in passing ("my boss") after the chat's own.
 */
function situationsOf(ctx: Ctx, lookback: number): Found[] {
  const here = situationsIn(ctx.message).map((situation) => ({ situation, here: true }));
  const earlier = ctx.history
    .filter((t) => t.role === "user")
    .slice(0, -1)
    .slice(-lookback)
    .reverse()
    .flatMap((t) => situationsIn(t.content).map((situation) => ({ situation, here: false })));
  const all = [
    ...here.filter((f) => !f.situation.defers),
    ...earlier,
    ...here.filter((f) => f.situation.defers),
  ];
  return all.filter((f, k) => all.findIndex((g) => g.situation === f.situation) === k);
}

/** Whether a situation on file covers this text (a salary offer, a toast, a landlord). */
export function coachKnows(text: string): boolean {
  return situationsIn(text).length > 0;
}

/** A situation's lines for a facet: "any advice?" takes its steps. */
function linesFor(situation: Situation, facet: Facet): string[] {
  const lines = situation.lines;
  if (facet === "advice") return lines.steps ?? [];
  return lines[facet] ?? [];
}

const STOP =
  /^(?:what|when|where|which|that|this|these|those|with|from|have|your|about|should|would|could|like|just|really|much|many|long|does|into|then|than|them|they|there|some|more|very|also|because)$/;

/** The member's words of the last few messages, the ones a line can share ("neck", "times"), by weight. */
function memberWords(ctx: Ctx): Map<string, number> {
  const said = ctx.history.filter((t) => t.role === "user").slice(-3);
  const words = new Map<string, number>();
  for (const [k, t] of said.entries())
    for (const w of t.content.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      // This message's own words count most: "one stretch" over the routine of the chat.
      if (!STOP.test(w)) words.set(w.replace(/s$/, ""), k === said.length - 1 ? 3 : 1);
  return words;
}

/** How much of the member's wording a line uses. */
function shared(line: string, words: ReadonlyMap<string, number>): number {
  const own = new Set((line.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, "")));
  return [...own].reduce((sum, w) => sum + (words.get(w) ?? 0), 0);
}

/**
 * The lines filled with the facts, richest first (most facts used, then most of the member's own
 * words: a neck stretch for a stiff neck); none when a fact is missing.
 */
function filled(
  lines: readonly string[],
  facts: Facts,
  words: ReadonlyMap<string, number>,
  fresh?: ReadonlySet<string>,
): string[] {
  return lines
    .map((line) => {
      const slots = [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.toLowerCase());
      const used = slots.filter((s) => s !== "pet" && s !== "me");
      // A reply to what was just told must use something it told.
      if (fresh && !used.some((s) => fresh.has(s))) return null;
      const text = fill(line, facts);
      return text ? { text: capitalize(text), rank: new Set(used).size * 10 + shared(line, words) } : null;
    })
    .filter((x): x is { text: string; rank: number } => x !== null)
    .sort((a, b) => b.rank - a.rank)
    .map((x) => x.text);
}

/** The term a "what's a …?" asks about. */
const DEFINED = /\bwhat(?:'s|s| is| are| does)\s+(?:an? )?([a-z-]+(?: [a-z-]+)?)/i;

/** The lines of a facet for the chat's situation, filled; [] when it has none. */
export function coachLines(ctx: Ctx, facet: Facet, vals: Vals): string[] {
  const candidates = situationsOf(ctx, NEAR.has(facet) ? NEAR_LOOKBACK : LOOKBACK);
  // The likeliest situation that can answer this ("they met at a climbing gym" is still the toast);
  // of those, the one whose lines share most of this message's words ("a morning routine").
  const words = memberWords(ctx);
  const own = new Map([...words].filter(([, weight]) => weight > 1));
  const fit = (c: Found) => Math.max(-1, ...linesFor(c.situation, facet).map((l) => shared(l, own)));
  const able = candidates.filter((c) => linesFor(c.situation, facet).length);
  const found =
    able.reduce<Found | undefined>((best, c) => (!best || fit(c) > fit(best) ? c : best), undefined) ??
    candidates[0];
  const { all, fresh } = coachFacts(ctx, vals.pet);
  // With no situation in the chat, nerves and luck are small talk's to answer; "I'm nervous about
  // my exam" names its own subject, which no situation of the chat's is.
  if (!found) return [];
  // "Is it bad that I skipped the gym?" judges its own clause, not the message before.
  if (NEAR.has(facet) && JUDGES_OWN_CLAUSE.test(ctx.message)) return [];
  // "I'm nervous about my exam" in a toast chat: a subject of its own, with advice of its own.
  const about = ctx.message.match(/\b(?:about|of)\s+(?!it\b|this\b|that\b)([^.,!?]+)/i)?.[1];
  if (CARE.has(facet) && !found.here && about && findAdvice(about)) return [];
  const lines = linesFor(found.situation, facet);
  if (facet === "told") return filled(lines, all, words, fresh);
  // "what's a negative?": only the line that opens on the word asked, never another term's.
  if (facet === "define") {
    const term = ctx.message.match(DEFINED)?.[1]?.toLowerCase().replace(/s$/, "");
    return term
      ? filled(
          lines.filter((l) =>
            l
              .toLowerCase()
              .replace(/^(?:an?|the) /, "")
              .startsWith(term),
          ),
          all,
          words,
        )
      : [];
  }
  // Nothing of the situation's own: the question's own shape and parts answer better than care
  // that fits any situation.
  if (!lines.length && fitsAdviceShape(ctx)) return [];
  // Care that fits any situation follows the situation's own, so a regenerate has another.
  const general = (WORDS.coach.general as Partial<Record<Facet, string[]>>)[facet] ?? [];
  return [...new Set([...filled(lines, all, words), ...filled(general, all, words)])];
}

export function coachPlan(ctx: Ctx, vals: Vals): Plan | null {
  const kitchen = kitchenPlan(ctx, vals);
  if (kitchen) return kitchen;
  const facet = facetOf(ctx.message);
  if (!facet || facet === "part" || facet === "partReply") return null;
  // A sum in the message is the number engineers' ("how long is that in a 9 hour day?").
  if (/\d/.test(ctx.message) && solveInContext(ctx.message, ctx.history)) return null;
  // A subject of its own with steps on file ("a morning routine") or a shape of its own ("a
  // breathing exercise, step by step") is that subject's advice.
  if (
    (facet === "steps" || facet === "advice") &&
    !situationsIn(ctx.message).length &&
    (findAdvice(ctx.message) || fitsAdviceShape(ctx))
  )
    return null;
  const lines = coachLines(ctx, facet, vals);
  return lines.length ? answerPlan(lines) : null;
}

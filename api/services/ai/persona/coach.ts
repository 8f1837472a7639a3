// Advice given as the thing itself: the words to say, how long, what to do if it goes wrong, whether
// to mention something, a stretch with its count. A question's shape names what it asks (its facet:
// "how do I say it?", "what if they say no?", "is that worth it?"); the situation it is about (a
// salary offer, a toast, a desk-bound back) comes from the message, else from the member's recent
// messages; the situation's lines for that facet (words/coach.json) are filled with the facts the
// member told (coach-facts.ts), the richest line first. A line whose facts are missing is not said.
import type { Ctx } from "./context";
import { coachFacts, type Facts } from "./coach-facts";
import { findAdvice } from "./advice";
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

const plain = (text: string) => text.replace(/[’‘]/g, "'").trim();

/** What the message asks, by its shape; "told" for a statement, which may bring facts to use. */
export function facetOf(message: string): Facet | null {
  const t = plain(message);
  return ASKS.find((a) => a.re.test(t))?.facet ?? (/\?/.test(t) ? null : "told");
}

/** The first situation on file the text is about (the list is in order of precedence). */
function situationIn(text: string): Situation | undefined {
  return SITUATIONS.find((s) => s.re.test(plain(text)));
}

/** Facets that judge what the member just said ("is that bad?"): about this message or the one before. */
const NEAR: ReadonlySet<Facet> = new Set(["enough", "worth", "advice"]);
const JUDGES_OWN_CLAUSE =
  /\b(?:is|was|would) it (?:\w+ )?(?:bad|ok|okay|normal|fine|wrong|weird|healthy|enough|worth it)\s+(?:that|if|to|when|i)\b/i;
/** Facets of care for the member's own feelings. */
const CARE: ReadonlySet<Facet> = new Set(["nerves", "wobble", "luck"]);

/** The situation of this message, else of the member's latest message that had one. */
export function situationOf(ctx: Ctx, lookback = LOOKBACK): { situation: Situation; here: boolean } | null {
  const here = situationIn(ctx.message);
  if (here && !here.defers) return { situation: here, here: true };
  const earlier = ctx.history
    .filter((t) => t.role === "user")
    .slice(0, -1)
    .slice(-lookback)
    .reverse();
  for (const turn of earlier) {
    const situation = situationIn(turn.content);
    if (situation) return { situation, here: false };
  }
  return here ? { situation: here, here: true } : null;
}

const STOP =
  /^(?:what|when|where|which|that|this|these|those|with|from|have|your|about|should|would|could|like|just|really|much|many|long|does|into|then|than|them|they|there|some|more|very|also|because)$/;

/** The member's words of the last few messages, the ones a line can share ("neck", "times"). */
function memberWords(ctx: Ctx): Set<string> {
  const said = ctx.history.filter((t) => t.role === "user").slice(-3);
  const words = said.flatMap((t) => t.content.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return new Set(words.filter((w) => !STOP.test(w)).map((w) => w.replace(/s$/, "")));
}

/** How many of the member's words a line uses. */
function shared(line: string, words: ReadonlySet<string>): number {
  const own = new Set((line.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, "")));
  return [...own].filter((w) => words.has(w)).length;
}

/**
 * The lines filled with the facts, richest first (most facts used, then most of the member's own
 * words: a neck stretch for a stiff neck); none when a fact is missing.
 */
function filled(
  lines: readonly string[],
  facts: Facts,
  words: ReadonlySet<string>,
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

/** The lines of a facet for the chat's situation, filled; [] when it has none. */
export function coachLines(ctx: Ctx, facet: Facet, vals: Vals): string[] {
  const found = situationOf(ctx, NEAR.has(facet) ? 1 : LOOKBACK);
  const { all, fresh } = coachFacts(ctx, vals.pet);
  // With no situation in the chat, nerves and luck are small talk's to answer; "I'm nervous about
  // my exam" names its own subject, which no situation of the chat's is.
  if (!found) return [];
  // "Is it bad that I skipped the gym?" judges its own clause, not the message before.
  if (NEAR.has(facet) && !found.here && JUDGES_OWN_CLAUSE.test(ctx.message)) return [];
  // "I'm nervous about my exam" in a toast chat: a subject of its own, with advice of its own.
  const about = ctx.message.match(/\b(?:about|of)\s+(?!it\b|this\b|that\b)([^.,!?]+)/i)?.[1];
  if (CARE.has(facet) && !found.here && about && findAdvice(about)) return [];
  // "Any advice?" is answered with the situation's steps.
  const own = found.situation.lines[facet === "advice" ? "steps" : facet] ?? [];
  const words = memberWords(ctx);
  if (facet === "told") return filled(own, all, words, fresh);
  // Care that fits any situation follows the situation's own, so a regenerate has another.
  const general = (WORDS.coach.general as Partial<Record<Facet, string[]>>)[facet] ?? [];
  return [...new Set([...filled(own, all, words), ...filled(general, all, words)])];
}

export function coachPlan(ctx: Ctx, vals: Vals): Plan | null {
  const kitchen = kitchenPlan(ctx, vals);
  if (kitchen) return kitchen;
  const facet = facetOf(ctx.message);
  if (!facet || facet === "part" || facet === "partReply") return null;
  // A sum in the message is the number engineers' ("how long is that in a 9 hour day?").
  if (/\d/.test(ctx.message) && solveInContext(ctx.message, ctx.history)) return null;
  // A subject of its own with steps on file ("a morning routine") is that subject's advice.
  if ((facet === "steps" || facet === "advice") && !situationIn(ctx.message) && findAdvice(ctx.message))
    return null;
  const lines = coachLines(ctx, facet, vals);
  return lines.length ? answerPlan(lines) : null;
}

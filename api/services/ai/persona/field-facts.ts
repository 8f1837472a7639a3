// A question of fact in the bot's own field ("did people in the middle ages have potatoes?" to a
// historian, "how long can a turtle hold its breath?" to a naturalist) answered from the small fact
// base of words/field-facts.json, in the bot's voice. Each fact names the words a question about it
// must have; a follow-up ("what did they eat instead?", "what year was that?") is read with the
// member's message before it. A question no fact covers is left to the honest "I'm not sure".
import type { Ctx } from "./context";
import { causePlan } from "./cause-guess";
import { flightPlan } from "./flight-time";
import { basePlan, type Plan } from "./plan";
import { WORDS } from "./words";
import { sceneSightAsked } from "./scene";

interface Fact {
  keys: readonly string[];
  answer: string;
  more?: string;
}

const QUESTION =
  /\?\s*$|^(?:so |and |but |ok |okay |huh\.? |wait,? |random one:? )*(?:what|who|whom|where|when|which|why|how|did|do|does|is|are|was|were|can|could|has|have)\b/i;
/** A message that leans on the one before: "what did they eat instead?", "what year was that?". */
const LEANS = /\b(?:that|they|them|it|those|these|then|instead|there|he|she|his|her)\b/i;

const pattern = (alternatives: string) => new RegExp(String.raw`\b(?:${alternatives})`, "i");
const FIELDS = WORDS.fieldFacts.fields.map((f) => ({
  card: f.card.map(pattern),
  facts: f.facts.map((fact) => ({ ...fact, aside: f.aside, tests: fact.keys.map(pattern) })),
}));

/** The facts of the fields the card's own words name. */
function factsFor(cardText: string) {
  return FIELDS.filter((f) => f.card.some((c) => c.test(cardText))).flatMap((f) => f.facts);
}

/**
 * "i grow mostly potatoes", "my grandad taught in Gdańsk": a statement naming a fact of the bot's
 * field gets it as an aside ("Here's a bit of history for you: …"), once in a chat.
 */
export function fieldAside(ctx: Ctx): string | null {
  if (questionOf(ctx.message) || /\d/.test(ctx.message)) return null;
  const said = ctx.history.filter((h) => h.role === "assistant").map((h) => h.content);
  const fact = factsFor(ctx.cardText).find(
    (f) =>
      f.tests.every((t) => t.test(ctx.message)) &&
      !said.some((reply) => reply.includes(f.answer.slice(0, 40))),
  );
  return fact ? `${fact.aside} ${fact.answer}` : null;
}

/** The question of the message, after any aside before it ("ha. ok a random one: why…?"). */
function questionOf(message: string): string | null {
  const t = message.replace(/[’‘]/g, "'").trim();
  const parts = t.split(/(?<=[.!:])\s+/);
  const asked = parts.find((p, k) => QUESTION.test(p) && (k === parts.length - 1 || /\?\s*$/.test(p)));
  if (!asked) return null;
  // About the bot itself or the member's own life: not a question of fact.
  if (/\b(?:you|your|yourself|u|ur)\b/i.test(asked) && !/\b(?:do|did) you know\b/i.test(asked)) return null;
  if (/\b(?:i|my|me|i'm|im)\b/i.test(asked)) return null;
  // "what if the bread doesn't rise?", "rice or potatoes?": trouble or a choice, not a fact.
  if (
    /\bwhat if\b|\b(?:does|do|did|is|was|wo|ca)n'?t\b|\b(?:better|rather|prefer)\b|\bor\b[^?]*\?/i.test(asked)
  )
    return null;
  return asked;
}

/** The fact a question asks, and whether it is asked again after it was just given. */
function factAsked(ctx: Ctx, asked: string): { fact: Fact; again: boolean } | null {
  const facts = factsFor(ctx.cardText);
  if (!facts.length) return null;
  const users = ctx.history.filter((h) => h.role === "user");
  const before = users.length > 1 ? users[users.length - 2]!.content : "";
  const leans = before && asked.split(/\s+/).length <= 9 && LEANS.test(asked);
  const lastReply = [...ctx.history].reverse().find((h) => h.role === "assistant")?.content ?? "";
  const current = `${asked} ${ctx.message}`;
  const text = leans ? `${current} ${before}` : current;
  let best: { fact: Fact; own: number; all: number } | null = null;
  for (const fact of facts) {
    if (fact.asideOnly || !fact.tests.every((t) => t.test(text))) continue;
    const own = fact.tests.filter((t) => t.test(current)).length;
    const all = fact.tests.length;
    if (!best || own > best.own || (own === best.own && all > best.all)) best = { fact, own, all };
  }
  if (!best) return null;
  const again = lastReply.includes(best.fact.answer.slice(0, 40));
  // Read only through the message before, a fact is a follow-up of the one just given, or none.
  if (!best.own && !again) return null;
  return { fact: best.fact, again };
}

export function fieldFactPlan(ctx: Ctx): Plan | null {
  // "What's that glowing stuff?" in a dive scene is the scene's to answer: plankton, right here.
  if (sceneSightAsked(ctx)) return null;
  // A flight's time worked out, and "why did the power go out?" guessed honestly, come first.
  const worked = flightPlan(ctx) ?? causePlan(ctx);
  if (worked) return worked;
  // "the great wall is about 21,196 km. how many miles is that?" is a sum, not a question of fact.
  if (/\d/.test(ctx.message)) return null;
  const asked = questionOf(ctx.message);
  if (!asked) return null;
  const found = factAsked(ctx, asked);
  if (!found) return null;
  const line = found.again ? found.fact.more : found.fact.answer;
  if (!line) return null;
  return { ...basePlan([line]), followChance: 1, weaveChance: 3, actionChance: 3 };
}

// What to leave out, asked back: "what must i NOT put in the salad?" after "my mother-in-law is called
// Philippa and she hates coriander". The latest clause the member told of someone hating, being
// allergic to or not eating a thing answers it, said back as told. Told as news ("she hates
// coriander"), it is noted, with what to use instead when the kitchen knows one.
import { memberTurnsBefore, typedMessage, type Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { swapLines } from "./kitchen";
import { objectPronoun, reflect } from "./text";
import { readTold } from "./told-facts";
import { WORDS } from "./words";

const AVOID_ASKED =
  /\bwhat (?:must|should|shall|can|do) (?:i|we) (?:not|never)\b|\bwhat (?:mustn't|shouldn't|can't|cannot|don't) (?:i|we)\b|\bwhat (?:should|must|do) (?:i|we) (?:avoid|leave out|skip|keep out)\b/i;
const AVOIDED =
  /\b(?:hates?|can'?t stand|detests?|loathes?|is allergic to|are allergic to|allergic to|doesn'?t eat|don'?t eat|won'?t eat|can'?t eat|doesn'?t like|don'?t like)\b/i;

export function avoidedPlan(ctx: Ctx, vals: Vals): Plan | null {
  if (!AVOID_ASKED.test(ctx.message.replace(/[’‘]/g, "'"))) return null;
  const told = readTold(ctx.history, [ctx.bot.name, ctx.userName, ...ctx.others]);
  const fact = told.facts.findLast((f) => AVOIDED.test(f.text));
  if (!fact) return null;
  // "she hates coriander" is said with who "she" is, when the member named her.
  const who = fact.subject.map((s) => told.names.get(s)).find(Boolean);
  const clause = who ? fact.text.replace(/^(?:she|he|they)\b/i, who) : fact.text;
  const lines = fillAll(WORDS.recall.answers.told, { ...vals, told: reflect(clause.replace(/[.!?]+$/, "")) });
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 2, addOns: false };
}

/** "my mother-in-law is called Philippa and she hates coriander": the food, and who avoids it. */
const TOLD_AVOIDED =
  /\b(?:hates?|can'?t stand|detests?|loathes?|(?:is|are|'s|'re) allergic to|doesn'?t eat|won'?t eat|can'?t eat)\s+([a-z]+(?: [a-z]+)?)/i;

/** The newest "called Philippa" in these texts, newest first. */
const lastNamed = (texts: readonly string[]) =>
  texts.map((t) => t.match(/\b(?:called|named)\s+([A-Z][a-z]+)/)?.[1]).find(Boolean);

export function avoidToldPlan(ctx: Ctx, vals: Vals): Plan | null {
  const typed = typedMessage(ctx);
  if (/\?/.test(typed)) return null;
  const food = typed.match(TOLD_AVOIDED)?.[1]?.replace(/\s+(?:and|but|so|too|lol|haha)$/i, "");
  const swaps = food ? swapLines(food) : [];
  if (!food || !swaps.length) return null;
  // Who, as told just before the verb: "my son", "Philippa", or "she".
  const before = typed.slice(0, typed.search(TOLD_AVOIDED)).trim();
  const subject = reflect(before.split(/\s+(?:and|but)\s+|[,.;!]\s*/i).at(-1) ?? "");
  if (!subject || /^(?:i|you|i'm|you're)$/i.test(subject)) return null;
  // "…called Philippa and she hates coriander": she is the one just named, else "her".
  const pronoun = subject === "it" ? undefined : objectPronoun(subject);
  const who = pronoun
    ? (lastNamed([before, ...memberTurnsBefore(ctx).slice(-3).reverse()]) ?? pronoun)
    : subject;
  // "Her and coriander…" reads wrong: a pronoun never opens the line.
  const templates = WORDS.recall.avoidNoted.filter((t) => who !== pronoun || !t.startsWith("{Who}"));
  const noted = fillAll(templates, { ...vals, who, food });
  return {
    ...basePlan(noted.map((l) => `${l} ${swaps[0]}`)),
    followChance: 0,
    weaveChance: 0,
    actionChance: 2,
    addOns: false,
  };
}

// What to leave out, asked back: "what must i NOT put in the salad?" after "my mother-in-law is called
// Philippa and she hates coriander". The latest clause the member told of someone hating, being
// allergic to or not eating a thing answers it, said back as told.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { reflect } from "./text";
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

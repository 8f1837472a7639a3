// A dish asked for by what it is for rather than by a recipe ("any hot dish for a rainy night?", "a
// 5 minute sauce for the dumplings", "what should I bake for the office?"): the dish that fits the
// occasion's words, suggested with why, or written out when the message asks for the amounts or
// the method. Words:
// words/recipes.json ("about" holds a dish's occasions) and words/recipe-book.json.
import { detectAsk } from "./asks";
import type { Ctx } from "./context";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { recipeCard } from "./recipe-book";
import { findRecipes } from "./recipes";
import { capitalize } from "./text";
import { WORDS } from "./words";

/** The message asks for something to cook or eat. */
const DISH_ASKED =
  /\b(?:any|a|an|some|good|nice|quick|easy|what|which|suggest|recommend|give me|got|need|want)\b[^.?!]*\b(?:dish|dishes|meal|food|recipe|sauce|dip|soup|bake|dessert|dinner|supper|lunch|something (?:hot|warm|to eat|to cook|to bake))\b|\bsomething (?:hot|warm|quick|easy) (?:to (?:eat|cook|make|bake)|for (?:dinner|supper|tea|lunch))\b|\bwhat (?:should|can|could|do) (?:i|we) (?:cook|make|bake|eat)\b/i;
/** A bill or a price: a sum about a meal, not a meal asked for. */
const SUM =
  /[$£€¥]\s?\d|\d\s?(?:[$£€¥]|euros?|dollars?|pounds?|credits?)\b|\b(?:split|bill|total|cost|costs|price|tip)\b/i;
/** It asks for the recipe itself: the amounts or the method. */
const WRITTEN =
  /\b(?:recipe|amounts?|ingredients|quantities|how (?:do|would|can) (?:i|you|we) make (?:it|that|this|one|them)|teach me|step by step|with measurements|give me|(?:can|could) (?:u|you) (?:give|make|write))\b/i;

/** A dish asked for its occasion, suggested or written out; else null. */
export function dishAskedPlan(ctx: Ctx, vals: Vals): Plan | null {
  const text = ctx.message.replace(/[’‘]/g, "'");
  // "What can I make with chicken and lemons?", "recipe for X": the skills' recipe plan.
  if (!DISH_ASKED.test(text) || SUM.test(text) || detectAsk(text)?.kind === "recipe") return null;
  const said = ctx.history
    .filter((t) => t.role === "user")
    .map((t) => t.content)
    .join(" ");
  // A dish by its occasion only: the generic "meal" or "dinner" is the skills' recipe plan's.
  const found = findRecipes(text, said).filter((r) => r.pitch || r.amounts?.length);
  if (!found.length) return null;
  const best = found.slice(0, 3);
  if (WRITTEN.test(text))
    return answerPlan(best.map((r, k) => [`${capitalize(r.name)}.`, ...recipeCard(r, k)].join("\n")));
  const lines = best.flatMap((r) =>
    fillAll(WORDS.recipeBook.suggest, { ...vals, dish: r.name, pitch: r.pitch }),
  );
  return lines.length ? answerPlan(lines) : null;
}

// The kitchen questions around a recipe: how long an ingredient cooks and how to tell it is done,
// what to use instead of a missing ingredient, a side for the dish the chat is about, and a recipe's amounts scaled to a number of people
// ("how much of each for 2 people?", "and for 5?"). The times and sides are in words/coach.json
// ("kitchen"); the amounts are the recipe's own (words/recipes.json), for the people it serves.
import type { Ctx } from "./context";
import { partsPlan } from "./kitchen-parts";
import { withDigits } from "./number-words";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { showNumber } from "./quantities";
import type { Recipe } from "./recipes";
import { WORDS } from "./words";

const K = WORDS.coach.kitchen;
const COOKING = K.cooking.map((c) => ({ re: new RegExp(c.about, "i"), lines: c.lines }));
const SIDES = K.sides.map((s) => ({ re: new RegExp(s.about, "i"), lines: s.lines }));
const SWAPS = K.swaps.map((s) => ({ re: new RegExp(s.about, "i"), lines: s.lines }));
/** How many turns back the dish or the recipe of the chat is looked for. */
const LOOKBACK = 8;

const COOK_TIME =
  /\bhow long (?:do|should|does|would|will|can) (?:i|we|you|it|they|(?:the |my |a |an )?\w+(?: \w+)?)\s+(?:\w+\s+)?(?:cook|fry|boil|bake|roast|grill|simmer|steam|stir[- ]?fry|sear|poach|take|need)\b|\bhow (?:do|can|will) (?:i|we|you) (?:know|tell) (?:when|if) (?:the |my |it'?s? )?[\w ]{0,20}\b(?:done|cooked|ready)\b/i;
const SIDE =
  /\bsides?(?: dish(?:es)?)?\b.*\?|^(?:so |ok |and )?(?:what|which|any)\b.*\bsides?\b|\bwhat (?:goes|would go|to serve|should i serve|do i serve|can i serve) (?:well )?with\b/i;
const PORTIONS =
  /\bhow much (?:of (?:each|everything|it|them)|do i (?:need|use))\b|\b(?:for|feeds?|serves?|feeding)\s+(\d+)(?:\s+(?:people|of us|persons|guests|servings|portions|instead))?\s*\??\s*$/i;
const PEOPLE = /\b(?:for|feeds?|serves?|feeding|we(?:'re| are))\s+(\d+)\b/i;

/** The recent turns, newest first. */
function recent(ctx: Ctx): string[] {
  return ctx.history
    .slice(-LOOKBACK * 2)
    .map((t) => t.content)
    .reverse();
}

/** The recipe with amounts the bot gave most recently in this chat. */
function recipeGiven(ctx: Ctx): Recipe | undefined {
  const given = ctx.history
    .filter((t) => t.role === "assistant")
    .slice(-LOOKBACK)
    .reverse();
  for (const turn of given) {
    const recipe = WORDS.recipes.recipes.find((r) => r.amounts && turn.content.includes(r.steps[0]!));
    if (recipe) return recipe;
  }
  return undefined;
}

const ABBREVIATED = /^(?:tbsp|tsp|g|kg|ml|l|oz|lb)$/i;
const plural = (word: string) => `${word}${/(?:ch|sh|s|x)$/.test(word) ? "es" : "s"}`;

/** A quantity as a cook writes it: halves kept, whole cloves and eggs rounded up, plurals for words. */
function amountText(qty: number, unit: string, what: string): string {
  const whole = /^(?:clove|pinch|tin)$/i.test(unit) || (!unit && /^(?:egg|lime|lemon|onion)$/i.test(what));
  const value = whole ? Math.ceil(qty - 0.01) : Math.round(qty * 2) / 2;
  const many = value > 1;
  if (!unit) return `${showNumber(value)} ${many && Number.isInteger(value) ? plural(what) : what}`;
  return `${showNumber(value)} ${many && !ABBREVIATED.test(unit) ? plural(unit) : unit} ${what}`;
}

function portionsPlan(ctx: Ctx, vals: Vals): Plan | null {
  const text = withDigits(ctx.message);
  if (!PORTIONS.test(text)) return null;
  const recipe = recipeGiven(ctx);
  const people = Number(text.match(PEOPLE)?.[1] ?? text.match(PORTIONS)?.[1]);
  if (!recipe?.amounts || !recipe.serves || !people) return null;
  const factor = people / recipe.serves;
  const amounts = recipe.amounts.map((a) => amountText(a.qty * factor, a.unit, a.what));
  const times =
    factor === 1
      ? undefined
      : factor === 2
        ? "double"
        : factor === 0.5
          ? "half"
          : `${showNumber(factor)} times`;
  const list = `${amounts.slice(0, -1).join(", ")} and ${amounts.at(-1)}`;
  const lines = fillAll(K.portions, { ...vals, people: `${people} people`, amounts: list, times });
  return lines.length ? answerPlan(lines) : null;
}

function cookingPlan(ctx: Ctx, vals: Vals): Plan | null {
  if (!COOK_TIME.test(ctx.message)) return null;
  const found = COOKING.find((c) => c.re.test(ctx.message));
  return found ? answerPlan(fillAll(found.lines, vals)) : null;
}

function sidePlan(ctx: Ctx, vals: Vals): Plan | null {
  if (!SIDE.test(ctx.message)) return null;
  for (const text of recent(ctx)) {
    const found = SIDES.find((s) => s.re.test(text));
    if (found) return answerPlan(fillAll(found.lines, vals));
  }
  return null;
}

/** The ingredient missing: "instead of X", "substitute for X", "I don't have (any) X", "out of X". */
const MISSING =
  /\b(?:instead of|substitute (?:for|to)|replacement for|swap(?: out)?(?: the)?|alternative to|in place of|(?:don't|do not|didn't) have(?: any)?|out of|no)\s+((?:\w+ ){0,2}\w+)/i;
const ASKS_SWAP =
  /\b(?:instead|substitute|replace|replacement|swap|alternative|use|what can i|what do i|what now|what else|something else)\b/i;

function swapPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  const missing = t.match(MISSING)?.[1];
  if (!missing || !ASKS_SWAP.test(t)) return null;
  const found = SWAPS.find((s) => s.re.test(missing));
  return found ? answerPlan(fillAll(found.lines, vals)) : null;
}

/** A kitchen question about the chat's recipe or dish, answered concretely; else null. */
export function kitchenPlan(ctx: Ctx, vals: Vals): Plan | null {
  return (
    portionsPlan(ctx, vals) ??
    cookingPlan(ctx, vals) ??
    swapPlan(ctx, vals) ??
    sidePlan(ctx, vals) ??
    partsPlan(ctx, vals)
  );
}

// Questions about the recipe in hand (recipe-book.ts), answered from the recipe itself: "and for 2
// loaves?", "double it", "for 6 people?" scale its amounts; "how long in the oven?", "what temp?",
// "how long does it take?" read its oven and time; "no eggs, what instead?" takes its own swap first;
// "I'm vegetarian, can it be done without meat?" swaps each meat of its amounts, same weight. Words:
// words/recipe-book.json; the general swaps and portion lines are words/coach.json's kitchen.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { showNumber } from "./quantities";
import { amountsOf, amountText, ovenVals, plural, recipeCard, recipeInHand, yieldOf } from "./recipe-book";
import { findRecipes, hasMeat, type Recipe } from "./recipes";
import { WORDS } from "./words";

const B = WORDS.recipeBook;
const MEAT_SWAPS = B.meatSwaps.map((s) => ({ re: new RegExp(s.about, "i"), to: s.to }));

const TIMES: Record<string, number> = { double: 2, twice: 2, triple: 3, treble: 3, half: 0.5, halve: 0.5 };
/** "Double it", "half the recipe", "3 times the amounts", "x3": never a sum's "7 times 8". */
const MULTIPLY =
  /\b(double|twice|triple|treble|half|halve)\b(?! an? (?!recipe|batch))|\bx\s*(\d+(?:\.\d+)?)\b|\b(\d+(?:\.\d+)?)\s*(?:x|times) (?:the |as much|it\b|that\b|this\b|everything)/i;
const PEOPLE =
  /\b(?:for|feeds?|serves?|feeding|we(?:'re| are))\s+(\d+)(?:\s+(?:people|of us|persons|guests|servings|portions|instead))?\s*\??\s*$/i;
const COUNT = /\b(\d+)\s+([a-z]+)\b/gi;
const AMOUNTS_ASKED = /\bhow much (?:of (?:each|everything|it|them)|do i (?:need|use))\b/i;

/** How many times the recipe the message asks for: by what it makes, by people, or "double". */
function factorFor(text: string, recipe: Recipe): { factor: number; people?: number } | null {
  if (recipe.makes) {
    const unit = recipe.makes.unit.toLowerCase();
    // "2 loaves", "24 muffins" of what this recipe makes; "3 batches" of it.
    for (const m of text.matchAll(COUNT)) {
      const word = m[2]!.toLowerCase();
      if (word === unit || word === plural(unit)) return { factor: Number(m[1]) / recipe.makes.qty };
      if (/^(?:batch|batches|lots)$/.test(word)) return { factor: Number(m[1]) };
    }
  }
  const people = text.match(PEOPLE);
  if (people) return { factor: Number(people[1]) / (recipe.serves ?? 2), people: Number(people[1]) };
  const times = text.match(MULTIPLY);
  if (times) return { factor: TIMES[times[1]?.toLowerCase() ?? ""] ?? Number(times[2] ?? times[3]) };
  return null;
}

function scalePlan(ctx: Ctx, recipe: Recipe, vals: Vals): Plan | null {
  const text = withDigits(ctx.message);
  const asked = factorFor(text, recipe);
  const factor = asked?.factor ?? (AMOUNTS_ASKED.test(text) ? 1 : 0);
  if (!factor || !Number.isFinite(factor) || !recipe.amounts?.length) return null;
  const amounts = amountsOf(recipe, factor);
  const list = `${amounts.slice(0, -1).join(", ")} and ${amounts.at(-1)}`;
  const times =
    factor === 1
      ? undefined
      : factor === 2
        ? "double"
        : factor === 0.5
          ? "half"
          : `${showNumber(factor)} times`;
  const tins = recipe.oven && recipe.makes && factor > 1 && Number.isInteger(factor) ? factor : 0;
  const people = asked?.people ? `${asked.people} people` : yieldOf(recipe, factor);
  const lines = fillAll(asked?.people ? WORDS.coach.kitchen.portions : B.scaled, {
    ...vals,
    people,
    yield: people,
    amounts: list,
    times,
    bake: tins > 1 ? B.twoTins.replace("{count}", String(tins)) : "",
  });
  return lines.length ? answerPlan(lines) : null;
}

export const OVEN_ASKED =
  /\b(?:oven|temp|temperature|degrees|how hot|bake (?:it )?for|how long (?:to|do i|should i|does it) bake)\b/i;
/** How long the dish takes: never "how long does it take to get to Paris?". */
export const TIME_ASKED =
  /^(?:\w+,? )?(?:and |so |ok )?how long(?: in the oven| altogether| in total)?\s*\??$|\bhow (?:long|much time) (?:does|will|would|do|should) (?:it|they|this|that|the whole thing) (?:take|need|cook|bake)\b(?! to (?!make|cook|bake|prep))|\bhow long (?:to|do i|should i) (?:make|cook|bake|leave) (?:it|them|this|that)\b|\bstart to finish\b/i;

function ovenPlan(ctx: Ctx, recipe: Recipe, vals: Vals): Plan | null {
  const oven = ovenVals(recipe.oven);
  const dish = { ...vals, dish: recipe.name };
  if (oven && (OVEN_ASKED.test(ctx.message) || TIME_ASKED.test(ctx.message)))
    return answerPlan(fillAll(B.ovenAsked, { ...dish, ...oven }));
  if (recipe.minutes && TIME_ASKED.test(ctx.message))
    return answerPlan(fillAll(B.timeAsked, { ...dish, minutes: String(recipe.minutes) }));
  return null;
}

/** The ingredient missing: "instead of X", "I don't have (any) X", "out of X", "no X". */
export const MISSING =
  /\b(?:instead of|substitute (?:for|to)|replacement for|swap(?: out)?(?: the)?|alternative to|in place of|(?:don'?t|do not|didn'?t|dont) (?:have|got)(?: any)?|out of|no|without(?: any)?)\s+((?:\w+ ){0,2}\w+)/i;
export const ASKS_SWAP =
  /\b(?:instead|substitute|replace|replacement|swap|alternative|use|what can i|what do i|what now|what else|something else|can i still|still make)\b/i;

function ownSwapPlan(ctx: Ctx, recipe: Recipe, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  const missing = t.match(MISSING)?.[1];
  if (!missing || !ASKS_SWAP.test(t)) return null;
  const own = recipe.swaps?.find((s) => new RegExp(s.about, "i").test(missing));
  if (!own) return null;
  return answerPlan(fillAll(B.swapFirst, { ...vals, dish: recipe.name, line: own.line }));
}

const MEATLESS =
  /\b(?:vegetarian|vegan|veggie|without (?:the )?meat|no meat|meat[- ]free|don'?t eat meat|plant[- ]based)\b/i;

/** "I'm vegetarian, can it be done without meat?": each meat of the amounts swapped, same weight. */
function meatlessPlan(ctx: Ctx, recipe: Recipe, vals: Vals): Plan | null {
  if (!MEATLESS.test(ctx.message)) return null;
  const dish = { ...vals, dish: recipe.name };
  if (!hasMeat(recipe)) return answerPlan(fillAll(B.noMeat, dish));
  const swaps = (recipe.amounts ?? []).flatMap((a) => {
    const to = MEAT_SWAPS.find((s) => s.re.test(a.what))?.to;
    if (!to) return [];
    const qty = amountText(a.qty, a.unit, a.what);
    return [B.swapTail.replace("{qty}", qty.replace(/\s+(?:breasts?|thighs?)\b/, "")).replace("{to}", to)];
  });
  if (!swaps.length) return null;
  const list = swaps;
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : list[0]!;
  return answerPlan(fillAll(B.meatless, { ...dish, swaps: `swap ${joined}` }));
}

const CARD_ASKED =
  /\b(?:ingredients|amounts|quantities|how much of|teach me|show me how|how (?:do|would|can) (?:i|you) make (?:it|that|this)|the recipe|write (?:it|that) (?:out|down)|step by step)\b/i;

/** "Ok teach me that one, ingredients and amounts": the recipe in hand written out. */
function cardPlan(ctx: Ctx, recipe: Recipe): Plan | null {
  if (!CARD_ASKED.test(ctx.message) || !recipe.amounts?.length) return null;
  const given = ctx.history.some((t) => t.role === "assistant" && t.content.includes(recipe.steps[0]!));
  const cores = [0, 1, 2].map((k) =>
    [`${recipe.name.charAt(0).toUpperCase()}${recipe.name.slice(1)}.`, ...recipeCard(recipe, k)].join("\n"),
  );
  // Written out already: this time the amounts on their own, so nothing is said twice.
  if (given)
    return answerPlan(
      amountsOf(recipe).length
        ? [`For ${yieldOf(recipe)}: ${amountsOf(recipe).join(", ")}.`]
        : cores.slice(0, 1),
    );
  return answerPlan(cores);
}

const BETTER =
  /\b(?:beat|win|winning|stand out|impress|better|special|fancier|fancy|upgrade|next level|wow|show-?stopper)\b/i;

/** "How do I beat her?" with a recipe in hand: the touch that lifts that recipe. */
function betterPlan(ctx: Ctx, recipe: Recipe, vals: Vals): Plan | null {
  if (!recipe.extra || !BETTER.test(ctx.message)) return null;
  const extra = `${recipe.extra.charAt(0).toLowerCase()}${recipe.extra.slice(1)}`;
  return answerPlan(fillAll(B.better, { ...vals, dish: recipe.name, extra }));
}

/** The message asks about a dish of its own ("what about a pasta dish?", "a recipe for X instead"). */
const ANOTHER = /\b(?:what|how) about\b|\brecipes?\b|\bdish\b|\bmake (?:a|an|some)\b|\bcook (?:a|an|some)\b/i;
const OWN_AMOUNTS = /\d\s*(?:g|kg|ml|l|oz|lbs?|cups?|grams?)\b|\bserves \d/i;

/** A question about the recipe the bot gave or named last, answered from that recipe; else null. */
export function recipeFollowUpPlan(ctx: Ctx, vals: Vals): Plan | null {
  // A message with amounts of its own ("it says 400g of pasta") is a sum about them.
  if (OWN_AMOUNTS.test(ctx.message)) return null;
  const recipe = recipeInHand(ctx);
  if (!recipe) return null;
  // "What about a pasta dish?" names another dish: not a question about this one.
  const named = ANOTHER.test(ctx.message) ? findRecipes(ctx.message) : [];
  if (named.length && !named.includes(recipe)) return null;
  const measured = recipeInHand(ctx, (r) => Boolean(r.amounts?.length));
  return (
    ownSwapPlan(ctx, recipe, vals) ??
    meatlessPlan(ctx, recipe, vals) ??
    (measured ? scalePlan(ctx, measured, vals) : null) ??
    ovenPlan(ctx, recipe, vals) ??
    betterPlan(ctx, recipe, vals) ??
    (measured ? cardPlan(ctx, measured) : null)
  );
}

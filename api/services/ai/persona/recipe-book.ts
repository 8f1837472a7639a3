// The recipe book: a recipe written out as a cook would give it (what it makes, each ingredient with
// its amount, the method, the oven), at any scale, and the recipe in hand: the dish the bot gave or
// named last in the chat, which "and for 2 loaves?", "how long in the oven?" and "no eggs, what
// instead?" are about. Recipes are in words/recipes.json, the lines in words/recipe-book.json.
import type { Ctx } from "./context";
import { fill, type Vals } from "./plan";
import { showNumber } from "./quantities";
import type { Recipe } from "./recipes";
import { WORDS } from "./words";

const B = WORDS.recipeBook;
/** How many of the bot's latest replies the recipe in hand is looked for in. */
const LOOKBACK = 8;

const ABBREVIATED = /^(?:tbsp|tsp|g|kg|ml|l|oz|lb)$/i;
const COUNTED_WHOLE = /^(?:egg|lime|lemon|onion|banana|ripe banana|carrot|potato|spring onion)$/i;

export const plural = (word: string) =>
  /f$/.test(word) && !/ff$/.test(word)
    ? `${word.slice(0, -1)}ves`
    : `${word}${/(?:ch|sh|s|x|o)$/.test(word) && !/oo$/.test(word) ? "es" : "s"}`;

/** "garlic, grated" → "garlic" plural on its head noun: "spring onions, sliced". */
function pluralWhat(what: string): string {
  const [head, ...rest] = what.split(",");
  return [plural(head!), ...rest].join(",");
}

/** A quantity as a cook writes it: halves kept, whole cloves and eggs rounded up, plurals for words. */
export function amountText(qty: number, unit: string, what: string): string {
  const whole = /^(?:clove|pinch|tin)$/i.test(unit) || (!unit && COUNTED_WHOLE.test(what));
  const value = whole ? Math.ceil(qty - 0.01) : unit ? Math.round(qty * 2) / 2 : Math.round(qty * 2) / 2;
  const many = value > 1;
  if (!unit) return `${showNumber(value)} ${many && Number.isInteger(value) ? pluralWhat(what) : what}`;
  return `${showNumber(value)} ${many && !ABBREVIATED.test(unit) ? plural(unit) : unit} ${what}`;
}

/** The recipe's ingredients with their amounts, times `factor`. */
export function amountsOf(recipe: Recipe, factor = 1): string[] {
  return (recipe.amounts ?? []).map((a) => amountText(a.qty * factor, a.unit, a.what));
}

/** What the recipe makes at `factor`: "2 loaves", "24 muffins", "4 people". */
export function yieldOf(recipe: Recipe, factor = 1): string {
  if (recipe.makes) {
    const n = recipe.makes.qty * factor;
    return `${showNumber(n)} ${n > 1 ? plural(recipe.makes.unit) : recipe.makes.unit}`;
  }
  const people = (recipe.serves ?? 2) * factor;
  return `${showNumber(people)} ${people === 1 ? "person" : "people"}`;
}

/** The recipe's name without its article, as it is looked for in a reply ("banana bread"). */
const bare = (name: string) => name.replace(/^(?:a|an|the|some)\s+/i, "").toLowerCase();

/** The oven line's values: °C, °F, fan, least and most minutes. */
export function ovenVals(oven: Recipe["oven"]): Vals | null {
  if (!oven) return null;
  const { c, minutes } = oven;
  return {
    c: String(c),
    // Oven dials in °F go in steps of 25.
    f: String(Math.round(((c * 9) / 5 + 32) / 25) * 25),
    fan: String(c - 20),
    lo: String(minutes[0]),
    hi: String(minutes[1]),
  };
}

/** The recipe written out at `factor`: what it makes, the amounts, the method and the oven. */
export function recipeCard(recipe: Recipe, k: number, factor = 1): string[] {
  const amounts = amountsOf(recipe, factor);
  const vals = { dish: recipe.name, yield: yieldOf(recipe, factor) };
  const oven = ovenVals(recipe.oven);
  return [
    ...(amounts.length
      ? [fill(B.intro[k % B.intro.length]!, vals) ?? "", ...amounts.map((a) => `- ${a}`), B.method[0]!]
      : []),
    ...recipe.steps.map((s, i) => `${i + 1}. ${s}`),
    ...(oven ? [fill(B.oven[k % B.oven.length]!, oven) ?? ""] : []),
    ...(recipe.tip ? [recipe.tip] : []),
  ].filter(Boolean);
}

/** Where the recipe's name or first step is in a reply, or -1. */
function placeIn(reply: string, recipe: Recipe): number {
  const text = reply.toLowerCase();
  const at = text.indexOf(bare(recipe.name));
  return at >= 0 ? at : text.indexOf(recipe.steps[0]!.toLowerCase());
}

/**
 * The recipe the bot gave or named most recently in this chat (of those that `fits`): the first it
 * named in that reply.
 */
export function recipeInHand(ctx: Ctx, fits: (r: Recipe) => boolean = () => true): Recipe | undefined {
  const replies = ctx.history
    .filter((t) => t.role === "assistant")
    .slice(-LOOKBACK)
    .reverse();
  for (const reply of replies) {
    const named = WORDS.recipes.recipes
      .filter(fits)
      .map((recipe) => ({ recipe, at: placeIn(reply.content, recipe) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at || bare(b.recipe.name).length - bare(a.recipe.name).length);
    if (named[0]) return named[0].recipe;
  }
  return undefined;
}

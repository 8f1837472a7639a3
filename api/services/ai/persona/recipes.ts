// Simple, safe home recipes the persona engine can give on request, found by the words of the
// request ("pancakes", "fried rice", "a quick dinner"). Every one is short enough for a chat reply,
// and the ones with raw eggs or chicken carry the safety basic. The words are in words/recipes.json.
import { WORDS } from "./words";

/** A recipe of words/recipes.json: what it is about, its steps, and its amounts for `serves` people. */
export type Recipe = (typeof WORDS.recipes.recipes)[number];

/** The recipes (words/recipes.json). */
const RECIPES: readonly Recipe[] = WORDS.recipes.recipes;

const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z -]+/g, " ")
    .replace(/\s+/g, " ")} `;

const MEAT = /\b(?:chicken|beef|pork|bacon|ham|sausages?|fish|tuna|salmon|prawns?|shrimp|lamb|meat)\b/i;

/** Does the recipe have meat or fish in it (not for someone vegetarian)? */
export function hasMeat(recipe: Recipe): boolean {
  return MEAT.test([recipe.name, ...recipe.steps, ...(recipe.amounts ?? []).map((a) => a.what)].join(" "));
}

/**
 * The recipes the request is about, best first: the one matching most of its words (chicken,
 * lemons and potatoes), then the longest match ("fried rice" before "rice"). Vegetarian or vegan
 * said anywhere in `diet` leaves out meat and fish.
 */
export function findRecipes(request: string, diet = ""): Recipe[] {
  const text = normal(request);
  const veggie = /\b(?:vegetarian|vegan|veggie|no meat|don't eat meat)\b/i.test(`${request} ${diet}`);
  return RECIPES.map((recipe) => {
    const hits = recipe.about.filter((word) => text.includes(` ${word} `));
    // The meat or fish the user has is the main ingredient: of dishes using as many of their
    // ingredients, one built on it fits best (but a dish using more of them fits better still).
    const main = hits.some((w) => MEAT.test(w)) ? 0.5 : 0;
    return { recipe, hits: hits.length + main, length: Math.max(0, ...hits.map((w) => w.length)) };
  })
    .filter((x) => x.hits > 0 && !(veggie && hasMeat(x.recipe)))
    .sort((a, b) => b.hits - a.hits || b.length - a.length)
    .map((x) => x.recipe);
}

/** Main meals (tagged "meal") that fit the diet said in the chat, from a seeded start. */
export function mealsFor(diet: string, seed: number): Recipe[] {
  const meals = findRecipes("meal", diet);
  return meals.map((_, k) => meals[(seed + k) % meals.length]!);
}

/** Another recipe for a regenerate when only one fits: something different, not the same again. */
export function otherRecipe(not: readonly Recipe[], seed: number, diet = ""): Recipe | undefined {
  const veggie = /\b(?:vegetarian|vegan|veggie)\b/i.test(diet);
  const rest = RECIPES.filter((r) => !not.includes(r) && !(veggie && hasMeat(r)));
  return rest[seed % rest.length];
}

/** Every word a recipe's steps use, for what an ingredient is. */
const COOKED = new Set(RECIPES.flatMap((r) => normal(r.steps.join(" ")).trim().split(" ")));

/**
 * The member's ingredients the recipe leaves out ("I have chicken, lemons and potatoes" → for
 * crispy lemon potatoes, "chicken"): words of the request that some recipe cooks with and this
 * one does not, a plural counted with its singular.
 */
function unusedIngredients(request: string, recipe: Recipe): string[] {
  const used = normal(`${recipe.name} ${recipe.steps.join(" ")}`);
  const has = (w: string) => used.includes(` ${w} `) || used.includes(` ${w.replace(/e?s$/, "")} `);
  const asked = normal(request).trim().split(" ");
  const known = new Set(RECIPES.flatMap((r) => r.about));
  return [...new Set(asked.filter((w) => known.has(w) && COOKED.has(w.replace(/e?s$/, "")) && !has(w)))];
}

/** The line for the member's ingredients this recipe leaves out, cooked on the side; none when it uses them all. */
export function onTheSide(request: string, recipe: Recipe, k: number): string[] {
  const left = unusedIngredients(request, recipe);
  const lines = WORDS.recipes.unused;
  return left.length ? [lines[k % lines.length]!.replace("{ingredients}", left.join(" and "))] : [];
}

// Simple, safe home recipes the persona engine can give on request, found by the words of the
// request ("pancakes", "fried rice", "a quick dinner"). Every one is short enough for a chat reply,
// and the ones with raw eggs or chicken carry the safety basic. The words are in words/recipes.json.
import { WORDS } from "./words";

export interface Recipe {
  about: string[];
  name: string;
  steps: string[];
  tip?: string;
}

/** The recipes (words/recipes.json). */
const RECIPES: readonly Recipe[] = WORDS.recipes.recipes;

const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z -]+/g, " ")
    .replace(/\s+/g, " ")} `;

/** The recipe the request is about, longest matching words first ("fried rice" before "rice"). */
export function findRecipe(request: string): Recipe | null {
  const text = normal(request);
  let best: { recipe: Recipe; length: number } | null = null;
  for (const recipe of RECIPES) {
    for (const word of recipe.about) {
      if (text.includes(` ${word} `) && (!best || word.length > best.length))
        best = { recipe, length: word.length };
    }
  }
  return best?.recipe ?? null;
}

/** Recipe text: its name, numbered steps, and the tip. */
export function recipeText(recipe: Recipe): string[] {
  return [...recipe.steps.map((s, i) => `${i + 1}. ${s}`), ...(recipe.tip ? [recipe.tip] : [])];
}

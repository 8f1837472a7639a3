// Simple, safe home recipes the persona engine can give on request, found by the words of the
// request ("pancakes", "fried rice", "a quick dinner"). Every one is short enough for a chat reply,
// and the ones with raw eggs or chicken carry the safety basic.

export interface Recipe {
  about: string[];
  name: string;
  steps: string[];
  tip?: string;
}

export const RECIPES: Recipe[] = [
  {
    about: ["pancake", "pancakes", "crepe", "crepes"],
    name: "fluffy pancakes",
    steps: [
      "Whisk 1 cup of flour, 1 tablespoon of sugar, 2 teaspoons of baking powder and a pinch of salt.",
      "In another bowl, beat 1 egg with 1 cup of milk and 2 tablespoons of melted butter.",
      "Pour the wet into the dry and stir until just combined; a few lumps are fine.",
      "Cook small ladles of batter in a buttered pan over medium heat, flipping when bubbles appear.",
    ],
    tip: "Let the batter rest five minutes and the pancakes come out even fluffier.",
  },
  {
    about: ["cookie", "cookies", "chocolate chip", "biscuit", "biscuits"],
    name: "chocolate chip cookies",
    steps: [
      "Cream 115 g of soft butter with 100 g of brown sugar and 50 g of white sugar.",
      "Beat in 1 egg and a splash of vanilla.",
      "Stir in 180 g of flour, half a teaspoon of baking soda and a pinch of salt, then 150 g of chocolate chips.",
      "Scoop balls onto a lined tray and bake at 180°C (350°F) for 10 to 12 minutes.",
    ],
    tip: "Take them out while the middles still look soft; they firm up as they cool. And no tasting the raw dough, it has raw egg in it.",
  },
  {
    about: ["fried rice", "rice"],
    name: "fried rice",
    steps: [
      "Use cold, day-old rice: fresh rice turns mushy.",
      "Heat a wok or big pan until very hot, add oil, then garlic and spring onion for ten seconds.",
      "Add diced veg and a beaten egg, scramble, then toss in the rice and keep it moving.",
      "Season with soy sauce and a drop of sesame oil, and taste.",
    ],
    tip: "Cool leftover rice quickly and keep it in the fridge, no more than a day, before you fry it.",
  },
  {
    about: [
      "quick dinner",
      "dinner",
      "stir fry",
      "stir-fry",
      "noodle",
      "noodles",
      "fast",
      "quick meal",
      "weeknight",
    ],
    name: "a fifteen-minute noodle stir-fry",
    steps: [
      "Put the noodles on to cook while the pan heats up.",
      "Hot pan, then oil: garlic in for ten seconds, then sliced veg on a big flame.",
      "Splash in soy sauce, a little honey and a squeeze of lime.",
      "Toss in the drained noodles and keep everything moving for a minute.",
    ],
    tip: "Cut everything before the pan goes on; a stir-fry waits for nobody.",
  },
  {
    about: ["omelette", "omelet", "eggs", "egg", "frittata", "scrambled"],
    name: "a soft omelette",
    steps: [
      "Beat 3 eggs with a pinch of salt.",
      "Melt a knob of butter in a pan over medium heat.",
      "Pour in the eggs, stir gently, then let them set at the edges.",
      "Add cheese or greens, fold it over and slide it onto a plate.",
    ],
    tip: "Take it off the heat a moment before it looks done; it keeps cooking on the plate.",
  },
  {
    about: ["pasta", "spaghetti", "tomato sauce", "tomato"],
    name: "a simple tomato pasta",
    steps: [
      "Boil the pasta in well-salted water.",
      "Meanwhile, soften sliced garlic in olive oil, add a tin of tomatoes and simmer ten minutes.",
      "Season, tear in some basil, then toss the drained pasta in the sauce with a splash of pasta water.",
      "Finish with grated cheese.",
    ],
    tip: "Save a cup of the pasta water: it makes any sauce cling.",
  },
  {
    about: ["soup", "vegetable soup", "lentil", "lentils"],
    name: "a cosy vegetable soup",
    steps: [
      "Soften a chopped onion, carrot and celery in oil for eight minutes.",
      "Add garlic, a handful of lentils or diced potato, and cover with stock.",
      "Simmer twenty minutes, until everything is tender.",
      "Season, add a squeeze of lemon, and blend half of it if you like it thick.",
    ],
  },
  {
    about: ["chicken", "curry"],
    name: "a mild chicken curry",
    steps: [
      "Soften an onion, then add garlic, ginger and two spoons of curry paste.",
      "Add bite-sized chicken and stir until sealed on all sides.",
      "Pour in a tin of coconut milk and simmer 15 minutes.",
      "Serve with rice and a squeeze of lime.",
    ],
    tip: "Cut a big piece open before serving: chicken must be white all the way through, with no pink.",
  },
  {
    about: ["salad"],
    name: "a crunchy salad",
    steps: [
      "Wash and dry your leaves well; wet leaves make a sad salad.",
      "Add something crunchy (toasted seeds or croutons) and something sweet (apple or tomato).",
      "Shake 3 spoons of olive oil with 1 of vinegar, a little mustard and salt in a jar.",
      "Dress it right before eating.",
    ],
  },
  {
    about: ["hot chocolate", "cocoa", "chocolate"],
    name: "proper hot chocolate",
    steps: [
      "Warm a mug of milk gently; don't let it boil.",
      "Whisk in two spoons of cocoa, one of sugar and a pinch of salt.",
      "Add a few squares of dark chocolate and whisk until smooth.",
      "Top with marshmallows, and be generous.",
    ],
  },
  {
    about: ["smoothie", "banana", "breakfast"],
    name: "a banana smoothie",
    steps: [
      "Put a banana, a handful of frozen berries and a spoon of oats in the blender.",
      "Add a cup of milk or yoghurt.",
      "Blend until smooth and taste; a little honey if it needs it.",
    ],
  },
];

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

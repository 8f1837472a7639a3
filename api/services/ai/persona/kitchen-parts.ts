// A dish nobody wrote down, made from what the member has: "the fridge has 4 eggs, spinach, feta
// and rice" → the main item (eggs before grains before meat, fish or vegetables) chooses the dish
// and its method, and the other items are named in it; "amounts for 2?" and "and for 4?" then get
// each item's amount for that many people, by the kind of thing it is (a cheese in grams, a leaf by
// the handful, eggs by the piece). Words: words/kitchen-parts.json.
import type { Ctx } from "./context";
import { withDigits } from "./number-words";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { showNumber } from "./quantities";
import { seededRandom } from "./random";
import { capitalize } from "./text";
import { WORDS } from "./words";

const W = WORDS.kitchenParts;
const KINDS = W.items.map((k) => ({ ...k, re: new RegExp(k.about, "i") }));
/** How many member turns back the list of what they have is looked for. */
const LOOKBACK = 8;
/** "fridge has: 4 eggs, spinach…", "I've got rice, peppers and an onion". */
const ON_HAND =
  /\b(?:fridge|pantry|cupboard|freezer|i|we)\s*(?:has|have|got|'ve got|'ve|is)\b(?:\s+(?:got|only|just|left))?\s*:?\s*(.+)$/i;
const AMOUNTS =
  /\b(?:amounts?|how much of|quantities|measurements|how many of each)\b|\bfor (\d+)(?: people| of us| persons| guests| portions)?\s*\??\s*$/i;
const PEOPLE = /\bfor (\d+)\b|\b(\d+) (?:people|of us|persons|guests|portions)\b/i;

interface Item {
  word: string;
  kind: string;
  qty: number;
  unit: string;
}

/** The items of a list ("4 eggs, half a bag of spinach, 2 sad tomatoes"), by their head word. */
function itemsIn(list: string): Item[] {
  return list
    .split(/,|;|\band\b|\bplus\b|\+/i)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => {
      const kind = KINDS.find((k) => k.re.test(part));
      const word = part.match(kind?.re ?? /[a-z]+(?=[^a-z]*$)/)?.[0] ?? "";
      return kind
        ? { word, kind: kind.kind, qty: kind.qty, unit: kind.unit }
        : { word, kind: "other", qty: 1, unit: "handful" };
    })
    .filter((item) => item.word.length > 2);
}

/** What the member said they have, in this message or one of their last few. */
function onHand(ctx: Ctx, here: boolean): Item[] {
  const said = here
    ? [ctx.message]
    : ctx.history
        .filter((t) => t.role === "user")
        .slice(-LOOKBACK)
        .map((t) => t.content)
        .reverse();
  for (const text of said) {
    const list = text.replace(/[’‘]/g, "'").match(ON_HAND)?.[1];
    const items = list ? itemsIn(list) : [];
    if (items.length >= 3) return items;
  }
  return [];
}

const joined = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");

function dishFor(items: Item[]) {
  return W.dishes.find((d) => items.some((i) => i.kind === d.main));
}

/** "The fridge has: …": the dish those make, with the others named in its method. */
function fromWhatIsThere(ctx: Ctx, vals: Vals): Plan | null {
  const items = onHand(ctx, true);
  const dish = dishFor(items);
  if (!dish) return null;
  const main = items.find((i) => i.kind === dish.main)!.word;
  const others = joined(items.filter((i) => i.kind !== dish.main).map((i) => i.word));
  const lines = fillAll(dish.lines, { ...vals, main, others });
  return lines.length ? answerPlan(lines) : null;
}

const plural = (word: string) => (/s$/.test(word) ? word : /o$/.test(word) ? `${word}es` : `${word}s`);
const singular = (word: string) => word.replace(/oes$/, "o").replace(/(?<!s)s$/, "");

/** One item's amount for `people`: "4 eggs", "50 g feta", "2 handfuls of spinach", "1 tomato". */
function amountOf(item: Item, people: number): string {
  // What is counted whole (eggs, peppers) is rounded up; what is weighed, to the half.
  const qty = item.unit ? Math.round(item.qty * people * 2) / 2 : Math.ceil(item.qty * people - 0.01);
  const n = showNumber(qty);
  if (!item.unit) return `${n} ${qty > 1 ? plural(item.word) : singular(item.word)}`;
  if (item.unit === "handful") return `${n} ${qty > 1 ? "handfuls" : "handful"} of ${item.word}`;
  return `${n} ${item.unit} ${item.word}`;
}

/** "Amounts pls, it's for 2" / "and for 4 people?" after the dish from what the member has. */
function amountsFor(ctx: Ctx, vals: Vals): Plan | null {
  const text = withDigits(ctx.message);
  if (!AMOUNTS.test(text)) return null;
  const m = text.match(PEOPLE);
  const people = Number(m?.[1] ?? m?.[2]);
  if (!people || people > 50) return null;
  const items = onHand(ctx, false);
  const dish = dishFor(items);
  if (!dish) return null;
  const others = joined(items.filter((i) => i.kind !== dish.main).map((i) => i.word));
  const list = items.map((i) => `- ${amountOf(i, people)}`);
  const steps = fillAll(dish.steps, { ...vals, others });
  // Asked again for more people: the method was given, so the amounts only.
  const given = ctx.history.some((t) => t.role === "assistant" && t.content.includes(steps[0]!));
  const method = given
    ? [seededRandom(`${ctx.seed}:again`).pick(W.again)!]
    : steps.map((step, k) => `${k + 1}. ${step}`);
  const intros = fillAll(W.amounts, { ...vals, people: `${people} ${people === 1 ? "person" : "people"}` });
  return intros.length ? answerPlan(intros.map((intro) => [intro, ...list, ...method].join("\n"))) : null;
}

const METHODS = W.methods.map((m) => ({ re: new RegExp(m.about, "i"), steps: m.steps }));

/**
 * "How do I make a risotto?" with no recipe on file: a method from the dish's parts, by the
 * cooking its name says (a soup, a cake), else by its main item (meat, fish, vegetables); null
 * when the name says neither.
 */
export function methodFor(dish: string, seed: string): string[] {
  const item = itemsIn(dish).find((i) => i.kind !== "other");
  const steps =
    METHODS.find((m) => m.re.test(dish))?.steps ?? W.byKind.find((k) => k.kind === item?.kind)?.steps;
  if (!steps) return [];
  // A name that names no ingredient ("a risotto") is not one itself.
  const main = item?.word ?? "main ingredients";
  const method = fillAll(steps, { main }).map((step, k) => `${k + 1}. ${step}`);
  return seededRandom(seed)
    .rotate(fillAll(W.method, { dish }))
    .map((intro) => [capitalize(intro), ...method].join("\n"));
}

/** A dish from what the member has, or its amounts for a number of people; null otherwise. */
export function partsPlan(ctx: Ctx, vals: Vals): Plan | null {
  return fromWhatIsThere(ctx, vals) ?? amountsFor(ctx, vals);
}

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
import { ovenVals } from "./recipe-book";
import { OVEN_ASKED, TIME_ASKED } from "./recipe-followups";
import { capitalize } from "./text";
import { WORDS } from "./words";

const W = WORDS.kitchenParts;
const KINDS = W.items.map((k) => ({ ...k, re: new RegExp(k.about, "i") }));
/** How many member turns back the list of what they have is looked for. */
const LOOKBACK = 8;
/** "fridge has: 4 eggs, spinach…", "I've got rice, peppers and an onion", "fridge report: …". */
const ON_HAND =
  /(?:\b(?:fridge|pantry|cupboard|freezer|i|we)\s*(?:has|have|got|'ve got|'ve|is)\b(?:\s+(?:got|only|just|left))?|\b(?:fridge|pantry|cupboard|freezer)\s+(?:report|check|update|inventory|status|situation|contents)\b|\bwhat i(?:'ve)? (?:have|got)\s*(?:is|:))\s*:?\s*(.+)$/i;
/** "Quick dessert with 2 bananas and oats?": a dish asked for from a few things named. */
const MADE_WITH =
  /\b(?:dessert|pudding|snack|treat|breakfast|lunch|dinner|supper|meal|something|anything|dish|recipe|ideas?)\b[^.!?]{0,30}?\b(?:with|from|using|out of)\s+([^.!?]+)/i;
const AMOUNTS =
  /\b(?:amounts?|how much of|quantities|measurements|how many of each)\b|\bfor (\d+)(?: people| of us| persons| guests| portions)?\s*\??\s*$/i;
const PEOPLE = /\bfor (\d+)\b|\b(\d+) (?:people|of us|persons|guests|portions)\b/i;
/** "It's for me and my gf", "for the two of us": two people. */
const COUPLE =
  /\b(?:me|myself) (?:and|&|\+) (?:my |the )?[a-z]+\b(?! and\b)|\b(?:both of us|us both|us two|2 of us)\b/i;

interface Item {
  word: string;
  kind: string;
  /** The kind it counts as when the dish is chosen (a potato is a vegetable, counted whole). */
  group: string;
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
        ? { word, kind: kind.kind, group: kind.as ?? kind.kind, qty: kind.qty, unit: kind.unit }
        : { word, kind: "other", group: "other", qty: 1, unit: "handful" };
    })
    .filter((item) => item.word.length > 2);
}

/** The things a text says the member has: a list of three or more, or two a dish is asked from. */
function itemsSaid(text: string): Item[] {
  const t = text.replace(/[’‘]/g, "'");
  const list = t.match(ON_HAND)?.[1];
  const listed = list ? itemsIn(list) : [];
  if (listed.length >= 3) return listed;
  const few = itemsIn(t.match(MADE_WITH)?.[1] ?? "");
  return few.length >= 2 && few.some((i) => i.kind !== "other") ? few : [];
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
    const items = itemsSaid(text);
    if (items.length) return items;
  }
  return [];
}

const joined = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");

/** The dish the items make, its main items (all of the main kind) and the others. */
function dishFor(items: Item[]) {
  const dish = W.dishes.find((d) => items.some((i) => i.group === d.main));
  if (!dish) return null;
  const words = (main: boolean) => items.filter((i) => (i.group === dish.main) === main).map((i) => i.word);
  return { dish, main: joined(words(true)), others: joined(words(false)) };
}

/** "The fridge has: …": the dish those make, with the others named in its method. */
function fromWhatIsThere(ctx: Ctx, vals: Vals): Plan | null {
  const made = dishFor(onHand(ctx, true));
  if (!made) return null;
  const lines = fillAll(made.dish.lines, { ...vals, main: made.main, others: made.others });
  return lines.length ? answerPlan(lines) : null;
}

const plural = (word: string) => (/s$/.test(word) ? word : /o$/.test(word) ? `${word}es` : `${word}s`);
const singular = (word: string) => word.replace(/oes$/, "o").replace(/(?<!s)s$/, "");

/** One item's amount for `people`: "4 eggs", "50 g feta", "2 handfuls of spinach", "1 tomato". */
function amountOf(item: Item, people: number): string {
  // What is counted whole (eggs, peppers, cans) is rounded up; what is weighed, to the half.
  const whole = !item.unit || item.unit === "can";
  const qty = whole ? Math.ceil(item.qty * people - 0.01) : Math.round(item.qty * people * 2) / 2;
  const n = showNumber(qty);
  if (!item.unit) return `${n} ${qty > 1 ? plural(item.word) : singular(item.word)}`;
  if (item.unit === "can") return `${n} ${qty > 1 ? "cans" : "can"} of ${item.word}`;
  if (item.unit === "handful") return `${n} ${qty > 1 ? "handfuls" : "handful"} of ${item.word}`;
  return `${n} ${item.unit} ${item.word}`;
}

/** "Amounts pls, it's for 2" / "and for 4 people?" after the dish from what the member has. */
function amountsFor(ctx: Ctx, vals: Vals): Plan | null {
  const text = withDigits(ctx.message);
  if (!AMOUNTS.test(text)) return null;
  const m = text.match(PEOPLE);
  const people = Number(m?.[1] ?? m?.[2] ?? (COUPLE.test(text) ? 2 : 0));
  if (!people || people > 50) return null;
  const items = onHand(ctx, false);
  const made = dishFor(items);
  if (!made) return null;
  const list = items.map((i) => `- ${amountOf(i, people)}`);
  const steps = fillAll(made.dish.steps, { ...vals, main: made.main, others: made.others });
  // Asked again for more people: the method was given, so the amounts only.
  const given = ctx.history.some((t) => t.role === "assistant" && t.content.includes(steps[0]!));
  const method = given
    ? [seededRandom(`${ctx.seed}:again`).pick(W.again)!]
    : steps.map((step, k) => `${k + 1}. ${step}`);
  const intros = fillAll(W.amounts, { ...vals, people: `${people} ${people === 1 ? "person" : "people"}` });
  return intros.length ? answerPlan(intros.map((intro) => [intro, ...list, ...method].join("\n"))) : null;
}

/** "What temp for the oven?", "how long in the oven?" after the dish from what the member has. */
function ovenOfDish(ctx: Ctx, vals: Vals): Plan | null {
  if (!OVEN_ASKED.test(ctx.message) && !TIME_ASKED.test(ctx.message)) return null;
  const dish = dishFor(onHand(ctx, false))?.dish;
  const oven = ovenVals(dish?.oven);
  if (!dish || !oven) return null;
  const lines = fillAll(W.ovenAsked, { ...vals, ...oven, dish: dish.dish });
  return lines.length ? answerPlan(lines) : null;
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

/** A dish from what the member has, its amounts for a number of people or its oven; else null. */
export function partsPlan(ctx: Ctx, vals: Vals): Plan | null {
  return fromWhatIsThere(ctx, vals) ?? amountsFor(ctx, vals) ?? ovenOfDish(ctx, vals);
}

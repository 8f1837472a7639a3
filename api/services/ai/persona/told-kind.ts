// Facts asked back whose answer is a typed word rather than a clause: the kind of a pet or animal
// the member named ("wait what kind of dog did I say Pickles is?" → a beagle, from "she's a
// beagle"; the sorts of each kind are data in words/recall.json "kinds"), a thing's colour,
// material or owner (told-property.ts), and what someone can't eat (told-diet.ts). Each reads the stored history, so the answer holds however it was asked.
import type { Ctx } from "./context";
import { fillAll, type Vals } from "./plan";
import { dietAsked } from "./told-diet";
import { propertyAnswer } from "./told-property";
import { stem } from "./told-facts";
import { WORDS } from "./words";

const SORTS = new Map(
  Object.entries(WORDS.recall.kinds).map(([kind, sorts]) => [stem(kind), new Set(sorts.map(stem))]),
);
const ASKS_KIND = /\b(?:what|which)\s+(?:kind|sort|type|breed)\s+of\s+([a-z]+)|\bwhat\s+breed\b/i;

/** The sort told of the kind a question asks about ("a beagle"), or null. */
export function kindAsked(message: string, history: Ctx["history"]): string | null {
  const m = message.replace(/[’‘]/g, "'").match(ASKS_KIND);
  if (!m) return null;
  const kind = m[1] ? stem(m[1]) : undefined;
  const sorts = kind ? SORTS.get(kind) : new Set([...SORTS.values()].flatMap((s) => [...s]));
  if (!sorts) return null;
  // The name the question gives ("Pickles"): the turn that names it tells its kind first.
  const name = message.match(/(?<!^)\b([A-Z][\p{L}'-]+)/u)?.[1];
  const turns = history.slice(0, -1).filter((t) => t.role === "user");
  const ordered = [
    ...turns.filter((t) => name && t.content.includes(name)).reverse(),
    ...turns.slice().reverse(),
  ];
  for (const turn of ordered) {
    const sort = (turn.content.match(/[a-z]+/gi) ?? []).reverse().find((w) => sorts.has(stem(w)));
    if (sort) return `${/^[aeiou]/i.test(sort) ? "an" : "a"} ${sort.toLowerCase()}`;
  }
  return null;
}

/** The reply lines for a kind or a diet asked back, or null when the message asks neither. */
export function typedRecallLines(ctx: Ctx, vals: Vals): string[] | null {
  const kind = kindAsked(ctx.message, ctx.history) ?? propertyAnswer(ctx.message, ctx.history);
  if (kind) return fillAll(WORDS.recall.answers.value, { ...vals, answer: kind });
  const diet = dietAsked(ctx.message, ctx.history);
  if (!diet) return null;
  const self = diet.who === "i";
  const who = self ? "you" : diet.who;
  const be = self || diet.who === "they" ? "are" : "is";
  const doo = self || diet.who === "they" ? "do" : "does";
  const lines = diet.allergy
    ? WORDS.life.recall.allergy
    : diet.diet
      ? WORDS.life.recall.diet
      : WORDS.life.recall.avoid;
  return fillAll(lines, { ...vals, thing: diet.thing, who, be, do: doo, diet: diet.diet });
}

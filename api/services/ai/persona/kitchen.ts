// The kitchen questions around a dish: how long an ingredient cooks and how to tell it is done,
// what to use instead of a missing ingredient, a side for the dish the chat is about. The times,
// swaps and sides are in words/coach.json ("kitchen"); a recipe's own amounts, scaled, and its own
// swaps are recipe-followups.ts's.
import type { Ctx } from "./context";
import { partsPlan } from "./kitchen-parts";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { ASKS_SWAP, MISSING } from "./recipe-followups";
import { WORDS } from "./words";

const K = WORDS.coach.kitchen;
const COOKING = K.cooking.map((c) => ({ re: new RegExp(c.about, "i"), lines: c.lines }));
const SIDES = K.sides.map((s) => ({ re: new RegExp(s.about, "i"), lines: s.lines }));
const SWAPS = K.swaps.map((s) => ({ re: new RegExp(s.about, "i"), lines: s.lines }));
/** How many turns back the dish or the recipe of the chat is looked for. */
const LOOKBACK = 8;

const COOK_TIME =
  /\bhow long (?:do|should|does|would|will|can) (?:i|we|you|it|they|(?:the |my |a |an )?\w+(?: \w+)?)\s+(?:\w+\s+)?(?:cook|fry|boil|bake|roast|grill|simmer|steam|stir[- ]?fry|sear|poach|take|need)\b|\bhow (?:do|can|will) (?:i|we|you) (?:know|tell) (?:when|if) (?:the |my |it'?s? )?[\w ]{0,20}\b(?:done|cooked|ready)\b/i;
const SAFE_TEMP =
  /\b(?:safe|right|correct|internal|core|minimum) (?:temp|temperature)\b|\bwhat temp(?:erature)? (?:should|does|do|must) (?:it|the \w+|\w+) (?:be|reach|get to)\b/i;
/** A line giving the temperature inside the food, not the oven's ("75°C on a thermometer"). */
const TEMP_INSIDE = /\d\s?°C\b[^.]*\b(?:thermometer|thickest)\b|\b(?:thermometer|thickest)\b[^.]*\d\s?°C/i;
const SIDE =
  /\bsides?(?: dish(?:es)?)?\b.*\?|^(?:so |ok |and )?(?:what|which|any)\b.*\bsides?\b|\bwhat (?:goes|would go|to serve|should i serve|do i serve|can i serve) (?:well )?with\b/i;
/** The recent turns, newest first. */
function recent(ctx: Ctx): string[] {
  return ctx.history
    .slice(-LOOKBACK * 2)
    .map((t) => t.content)
    .reverse();
}

function cookingPlan(ctx: Ctx, vals: Vals): Plan | null {
  const temperature = SAFE_TEMP.test(ctx.message);
  if (!temperature && !COOK_TIME.test(ctx.message)) return null;
  const found = COOKING.find((c) => c.re.test(ctx.message));
  // "whats a safe temp for chicken?": only the lines that give the temperature inside the food.
  const lines = (found?.lines ?? []).filter((l: string) => !temperature || TEMP_INSIDE.test(l));
  return lines.length ? answerPlan(fillAll(lines, vals)) : null;
}

function sidePlan(ctx: Ctx, vals: Vals): Plan | null {
  if (!SIDE.test(ctx.message)) return null;
  for (const text of recent(ctx)) {
    const found = SIDES.find((s) => s.re.test(text));
    if (found) return answerPlan(fillAll(found.lines, vals));
  }
  return null;
}

function swapPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  const missing = t.match(MISSING)?.[1];
  if (!missing || !ASKS_SWAP.test(t)) return null;
  const lines = swapLines(missing);
  return lines.length ? answerPlan(fillAll(lines, vals)) : null;
}

/** What to use instead of an ingredient ("coriander" → parsley with lime zest); empty when unknown. */
export function swapLines(ingredient: string): readonly string[] {
  return SWAPS.find((s) => s.re.test(ingredient))?.lines ?? [];
}

/** A kitchen question about the chat's recipe or dish, answered concretely; else null. */
export function kitchenPlan(ctx: Ctx, vals: Vals): Plan | null {
  return cookingPlan(ctx, vals) ?? swapPlan(ctx, vals) ?? sidePlan(ctx, vals) ?? partsPlan(ctx, vals);
}

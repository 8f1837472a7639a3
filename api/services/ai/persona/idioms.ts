// "What's 'break a leg' mean?", "what does it mean when someone says it's raining cats and dogs?":
// an English idiom the message names, with what it means (and where it comes from, when that
// helps). Words: words/idioms.json.
import type { Ctx } from "./context";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const ASKS = /\bmeans?\b|\bmeaning\b|\bwhat(?:'s| is| does)\b[^?]*\b(?:idiom|saying|expression|phrase)\b/i;
/** Lower case, words only; a quote mark around a phrase dropped, an apostrophe in a word kept. */
const norm = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z' ]+/g, " ")
    .replace(/'(?![a-z])|(?<![a-z])'/g, " ")
    .replace(/\s+/g, " ")} `;

/** The meaning of the idiom the message asks about; else null. */
export function idiomPlan(ctx: Ctx, vals: Vals): Plan | null {
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  if (!ASKS.test(typed)) return null;
  const text = norm(typed);
  const found = WORDS.idioms.idioms
    .filter((i) => text.includes(norm(i.idiom)))
    .sort((a, b) => b.idiom.length - a.idiom.length)[0];
  if (!found) return null;
  const note = found.note ? ` ${found.note}` : "";
  return answerPlan(
    fillAll(WORDS.idioms.lines, { ...vals, idiom: found.idiom, means: found.means }).map(
      (l) => `${l}${note}`,
    ),
  );
}

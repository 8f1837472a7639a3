// A question to the bot about itself that no frame of about-self.ts takes ("how do u stay so calm
// all the time", "is it rude to ask how old you are?", "why do you do that"): answered with the line
// of its card that shares most with the question's words, or with the words of the same family
// (words/talk.json "askedAs": "old" finds "a thousand-year-old dragon"), in the first person. A
// "how do you…"/"why do you…" the card has no word for gets what the bot habitually does; a
// birthday the card never gives gets the honest answer of an AI. Nothing is made up.
import type { CardFacts } from "./card-facts";
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { splitSentences } from "./text";
import { stem } from "./told-facts";
import { WORDS } from "./words";

const ASKS = /^(?:how|what|why|where|when|who|which|do|does|did|are|is|can|could|would|will|have)\b/i;
const OFFER = /\b(?:would|could|can|will|should)\s+(?:you|u)\b|\bme\b/i;
const WAYS = /\b(?:so|always|never|all the time|that|like that|ever|every time)\b/i;
const SKILLED =
  /^how (?:do|did|can) (?:you|u)\b.*\b(?:so|that|this|really) (?:fast|quick(?:ly)?|well|good|easily|easy|naturally)\b/i;
const cut = (w: string) => stem(w);
const FAMILIES = WORDS.talk.askedAs.map((family) => new Set(family.map(cut)));
const SKIP = new Set(
  "what whats which where when how why who you your yours youre do does did are is was were the a an to of in on at for and or but so it its that this just all time always ever really actually even btw anyway like be can could would will have has had me my i im rude ask asking okay ok honest".split(
    " ",
  ),
);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !SKIP.has(w)).map(cut);
}

/** How much a card line says of what was asked: its own words count double, a family's once. */
function score(line: string, asked: string[]): number {
  const have = new Set(wordsOf(line));
  let n = 0;
  for (const w of asked) {
    if (have.has(w)) n += 2;
    else if (FAMILIES.some((f) => f.has(w) && [...have].some((h) => f.has(h)))) n += 1;
  }
  return n;
}

/**
 * The message as one line, with plain quotes and without the bot's name ("Rowan, do you…"); when a
 * question follows something said first ("that's lovely. how do you rhyme so fast"), the question.
 */
export function plain(ctx: Ctx): string {
  const first = ctx.bot.name.split(/\s+/)[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const sentences = splitSentences(
    ctx.message.replace(/[’‘]/g, "'").replace(/\b(what|when|where|who|how)s\b/gi, "$1's"),
  );
  const asks = sentences.findIndex((s, k) => k > 0 && ASKS.test(s));
  return (
    (asks > 0 ? sentences.slice(asks).join(" ") : ctx.message)
      .replace(/[’‘]/g, "'")
      .replace(/\b(what|when|where|who|how)s\b/gi, "$1's")
      // "do u get tired": typed short, asked of the bot all the same.
      .replace(/\bu\b/gi, "you")
      .replace(/\bur\b/gi, "your")
      .replace(new RegExp(`(?:^|,\\s*)${first}\\b[,!]?\\s*`, "i"), " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^(?:(?:so|and|but|ok|okay|btw|anyway|also|oh|wait|hey)\b[,!]?\s+)+/i, "")
      // "kay do you ever get tired": a name called before the question is no part of it.
      .replace(CALLED, "")
  );
}

const QUESTION_WORD = "what|how|why|who|where|when|which|do|does|did|are|is|can|could|would|will|have";
const CALLED = new RegExp(String.raw`^(?!(?:${QUESTION_WORD})\b)[a-z]+,?\s+(?=(?:${QUESTION_WORD})\b)`, "i");

/** A line of the card about the bot, not the scene set for the member ("you has found…"). */
const own = (line: string) => !/\byou\s+(?:has|is|was)\b|\{\{/.test(line);

/** The plan answering a question to the bot from its card, or null when the card has nothing. */
export function aboutCardPlan(facts: CardFacts, t: string, vals: Vals, message = t): Plan | null {
  // "what cake would you bake me?" asks for something, not about the bot.
  if (OFFER.test(t)) return null;
  // "why do you do that?" is asked of what was said before it ("you knocked my mug off again").
  const asked = wordsOf(/\b(?:that|this|it)\b/i.test(t) && wordsOf(t).length < 2 ? message : t);
  const lines = [...facts.clauses, ...facts.sentences].filter(own);
  let found: string | undefined;
  let best = 0;
  for (const line of lines) {
    const n = score(line, asked);
    if (n > best) [found, best] = [line, n];
  }
  if (!found && /\b(?:birthday|born)\b/i.test(t)) return plan(WORDS.talk.noBirthday, vals);
  // "How do you stay so calm?": the card says what the bot does every day, if not this.
  // Only of the bot's ways ("so calm", "always", "do that"), not "why can't you divide by zero?".
  if (!found && /^(?:how|why)\b(?!\s+(?:old|many|much|long|far|tall|big))/i.test(t) && WAYS.test(t))
    found = facts.sentences.filter(own).find((s) => /\b(?:every|always|often|usually|loves?)\b/i.test(s));
  if (!found) return null;
  const fact = found.replace(/[.!]+$/, "");
  const Fact = fact.charAt(0).toUpperCase() + fact.slice(1);
  const why = /^why\b/i.test(t) && /^I\b/.test(fact);
  // "how do you rhyme so fast?": a skill, so practice, with what the card says the bot does.
  const skill = !why && /^I\b/.test(fact) && SKILLED.test(t);
  const said = why ? WORDS.talk.because : skill ? WORDS.talk.practised : WORDS.self.fact;
  return plan(said, { ...vals, fact: skill ? `I${fact.slice(1)}` : fact, Fact });
}

function plan(lines: readonly string[], vals: Vals): Plan {
  return { ...basePlan(fillAll([...lines], vals)), followChance: 0, weaveChance: 1, actionChance: 3 };
}

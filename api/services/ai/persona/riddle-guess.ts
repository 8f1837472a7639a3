// "Is the answer a shadow?" after the bot told a riddle: the guess judged against the riddle's
// answer, read from the bot's own previous reply (the history is the only state), right or not
// quite, with the answer said. With no riddle and answer in that reply, it is not this plan's.
import type { Ctx } from "./context";
import { basePlan, fill, type Plan } from "./plan";
import { splitSentences } from "./text";
import { WORDS } from "./words";

const GUESS =
  /^(?:(?:so|ok(?:ay)?|hmm+|um+|wait),?\s+)?(?:is (?:the answer|it)|the answer is|it's|its|could it be|maybe|i think it's|i guess|is that)\s+(?:an?\s+|the\s+)?([\p{L}' -]{2,30}?)\s*\??$/iu;
const RIDDLE = /^(?:what|who|which|i\s)[^?]*\?$/i;

/** The riddle's answer in a reply: the short sentence right after its question ("A clock."). */
function answerIn(reply: string): string | undefined {
  const sentences = splitSentences(reply.replace(/\*[^*]*\*/g, " "));
  const at = sentences.findIndex((s) => RIDDLE.test(s.trim()));
  const next = at >= 0 ? sentences[at + 1]?.trim() : undefined;
  if (!next || next.split(/\s+/).length > 5) return undefined;
  return next
    .replace(/[.!?]+$/, "")
    .replace(/^(?:an?|the)\s+/i, "")
    .toLowerCase();
}

const head = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .at(-1)!
    .replace(/(?:es|s)$/, "");

export function riddleGuessPlan(ctx: Ctx): Plan | null {
  // As the member wrote it: "could it be…" with its "it" left alone.
  const said = ctx.history.at(-1)?.content ?? ctx.message;
  const guess = said.trim().match(GUESS)?.[1]?.trim();
  const previous = ctx.history.slice(0, -1).findLast((t) => t.role === "assistant");
  const answer = guess && previous ? answerIn(previous.content) : undefined;
  if (!guess || !answer) return null;
  const right = head(guess) === head(answer);
  const lines = (right ? WORDS.sceneWorlds.guessRight : WORDS.sceneWorlds.guessWrong)
    .map((t) => fill(t, { answer, guess }))
    .filter((l): l is string => Boolean(l));
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, addOns: false };
}

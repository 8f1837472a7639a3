// "why did the power go out anyway, any idea?": why something happened that the bot could not have
// seen. Said honestly (it can't know for sure), with the usual causes of the thing named as guesses
// (words/talk-card.json "causes"), or, for a thing with none on file, the honest answer alone when
// the member asks for an idea.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const C = WORDS.talkCard.causes;
/** "why did the power go out", "why does my wifi keep dropping", "why would the train stop". */
const WHY =
  /(?:^|[.!?,]\s*|\b(?:lol|so|ok|okay|but|and|hmm|wait)\s+)why (?:did|does|do|would|has|have|is|was|were|'d)\s+(?!you\b|u\b|i\b|we\b)/i;
const IDEA = /\bany (?:idea|clue|guess|theories|thoughts)\b|\bwhat do you (?:think|reckon)\b|\byou reckon\b/i;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function causePlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  if (!WHY.test(t) || /\d/.test(t)) return null;
  const known = C.known.find((k) =>
    k.keys.every((key) => new RegExp(`\\b(?:${key.split("|").map(escape).join("|")})`, "i").test(t)),
  );
  if (!known && !IDEA.test(t)) return null;
  const lines = known
    ? fillAll([...C.lines], { ...vals, causes: known.causes })
    : fillAll([...C.unknown], vals);
  return { ...basePlan(lines), followChance: 0, weaveChance: 1, actionChance: 3 };
}

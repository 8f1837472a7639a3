// "why did the power go out anyway, any idea?": why something happened that the bot could not have
// seen. Said honestly (it can't know for sure), with the usual causes of the thing named as guesses
// (words/talk-card.json "causes"), or, for a thing with none on file, the honest answer alone when
// the member asks for an idea.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan } from "./plan";
import { WORDS } from "./words";

const C = WORDS.talkCard.causes;
/** "why did the power go out", "why does my wifi keep dropping", "why would the train stop". */
const WHY =
  /(?:^|[.!?,]\s*|\b(?:lol|so|ok|okay|but|and|hmm|wait)\s+)why (?:did|does|do|would|has|have|is|was|were|'d)\s+(?!you\b|u\b|i\b|we\b|there\b)/i;
/** What went wrong: a cause is guessed for a failure, not for "why is there a pod in my flowerbed?". */
const FAILED =
  /\b(?:go(?:es)? out|gone out|went out|died|dies|die|dying|stop(?:ped|s)?|broke|breaks?|drop(?:ped|ping|s)?|crash(?:ed|es)?|fail(?:ed|s)?|keeps?|kept|late|delayed|cancell?ed|cut (?:out|off)|trip(?:ped)?|leak(?:ed|s|ing)?|burn(?:t|ed|s)?|sank|sink|flop(?:ped)?|collapsed?|wilt(?:ed|ing)?|froze|freeze|overflow(?:ed)?|(?:won|wouldn|didn|doesn|isn)'?t|not working)\b/i;
const IDEA = /\bany (?:idea|clue|guess|theories|thoughts)\b|\bwhat do you (?:think|reckon)\b|\byou reckon\b/i;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function causePlan(ctx: Ctx): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'");
  const why = t.match(WHY);
  if (!why || /\d/.test(t)) return null;
  // The why-clause only: "she won't let anyone touch it. why does she care?" asks no failure's cause.
  const asked = t.slice(why.index!);
  // Whole words ("car", not "care"), plurals too.
  const known =
    FAILED.test(asked) &&
    C.known.find((k) =>
      k.keys.every((key) =>
        new RegExp(`\\b(?:${key.split("|").map(escape).join("|")})(?:s|es)?\\b`, "i").test(asked),
      ),
    );
  if (!known && !IDEA.test(asked)) return null;
  const lines = known ? fillAll([...C.lines], { causes: known.causes }) : [...C.unknown];
  return { ...basePlan(lines), followChance: 0, weaveChance: 1, actionChance: 3 };
}

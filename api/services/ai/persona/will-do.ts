// "I only have salmon, not tuna. Will that do?", "is that okay?", "does that work for you?": the
// member offers something and asks if the bot will take it. The reply takes the thing offered
// (the noun after "have", "got", "brought", "made"; "that" may already read as it) and accepts it in the bot's voice: gladly, or,
// for a grumpy or haughty card, with a sniff.
import type { Ctx } from "./context";
import { isGruff } from "./gruff";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { splitSentences } from "./text";
import { WORDS } from "./words";

const ASKS =
  /^(?:(?:so|ok|okay|and)\s+)?(?:will|would|does|is|can)\s+(?:[\w'-]+\s+){1,3}?(?:do|work|be (?:ok|okay|alright|all right|fine|enough)|ok|okay|alright|all right|fine|enough)(?:\s+for you)?\s*[?.!]*$/i;
const OFFERED =
  /\b(?:have|got|brought|made|bought|found|picked|grabbed)\s+(?:only\s+|just\s+)?((?:some|a|an|the|two|three)\s+)?([a-z]+(?:\s+[a-z]+)?)(?=\s*(?:[,.;!?]|$|\s+(?:not|instead|but|and|for|today|tonight)\b))/i;

/** The plan accepting what the member offers, or null when the message asks no "will that do?". */
export function willDoPlan(ctx: Ctx, vals: Vals): Plan | null {
  const sentences = splitSentences(ctx.message.replace(/[’‘]/g, "'").trim());
  if (sentences.length < 2 || !ASKS.test(sentences[sentences.length - 1]!)) return null;
  const offer = sentences
    .slice(0, -1)
    .map((s) => s.match(OFFERED))
    .find(Boolean);
  if (!offer) return null;
  const thing = `${offer[1] ?? ""}${offer[2]!}`.trim();
  const lines = isGruff(ctx.cardText) ? WORDS.talk.willDo.gruff : WORDS.talk.willDo.kind;
  return {
    ...basePlan(fillAll(lines, { ...vals, thing })),
    followChance: 0,
    weaveChance: 0,
    actionChance: 4,
  };
}

// What the member asks of the bot in passing, in small talk: to do something with a thing ("ok
// i'll take the book. can you wrap it" → *wraps the book*), to behave ("be nice", "behave
// yourself"), whether it cares ("do you actually love me? be honest"), why it looks sad. Each is
// answered in the bot's voice, grudgingly from a haughty card, and honestly: an AI is fond, not in
// love, and sad only at a memory.
import { memberTurnsBefore, type Ctx } from "./context";
import { isGruff } from "./gruff";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { thingsIn } from "./scene-things";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const W = WORDS.talk.asked;
/** Verbs the skills answer ("can you write me a poem", "tell me a joke"), never done as an action. */
const SKILL =
  /^(?:write|tell|give|recommend|suggest|make|teach|explain|help|show|translate|convert|calculate|work|figure|remind|sing|describe|summari[sz]e|list|name|find|check|look|say|do|be|guess|solve|plan|cook|bake|rate|review|read)$/i;
const DO =
  /^(?:ok(?:ay)?[,.]?\s+|and\s+|please\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?([a-z]+)(?:\s+(?:up|out|down|off|over|away))?\s+((?:the|my|this|that|these|those|our|your)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+|it|them)(?:\s+(?:up|for me|please))*\s*[?.!]*$/i;
const BEHAVE =
  /^(?:(?:and|so|ok|now|please)\s+)*(?:be (?:nice|good|polite|kind|friendly|gentle|on your best behaviou?r)|behave(?: yourself)?|play nice|no (?:hissing|biting|scratching))(?:\s+(?:ok|okay|please|for once|this time))*\s*[.!?]*$/i;
/** "why do u look sad all of a sudden", "you seem down": the bot's own mood noticed. */
const SAD =
  /\b(?:why|how come)\s+(?:do|are|did|r)\s+(?:you|u)\s+(?:look(?:ing)?|seem(?:ing)?|sound(?:ing)?|getting|feel(?:ing)?)?\s*(?:so\s+)?(?:sad|down|upset|teary|gloomy|glum|blue)\b|\b(?:you|u)\s+(?:look|seem|sound)\s+(?:so\s+|kinda\s+|a bit\s+)?(?:sad|down|upset|teary|gloomy|glum|blue)\b|\bwhy (?:the|that) (?:sad|long) face\b/i;
/** "ember wake up, i know ur faking", "are you asleep?": woken, or caught pretending to sleep. */
const WAKE =
  /(?:^|[.!?]\s+)(?:(?:hey|oi|psst)\W+)?(?:[a-z]+,?\s+)?wake up\b|\b(?:are|r) (?:you|u) (?:asleep|sleeping|awake)\b|\b(?:you'?re|ur|you are) (?:faking|pretending)\b/i;
const FOND =
  /\b(?:do|did) (?:you|u) (?:actually |really |even |honestly |secretly )?(?:love|like|care about|care for) me\b|\bare you fond of me\b/i;

/** "wrap" → "wraps", "carry" → "carries", "fix" → "fixes". */
function third(verb: string): string {
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** The thing the member's turn before this one named first ("the music box"), if any. */
function thingBefore(ctx: Ctx): string {
  const before = memberTurnsBefore(ctx).at(-1);
  return before ? (thingsIn(before)[0]?.name ?? "") : "";
}

/** The plan for a thing asked of the bot in passing, or null when the message asks none. */
export function askedOfBotPlan(ctx: Ctx, vals: Vals): Plan | null {
  const gruff = isGruff(ctx.cardText);
  const sentences = splitSentences(ctx.message.replace(/[’‘]/g, "'").trim());
  const last = sentences[sentences.length - 1] ?? "";
  let lines: readonly string[] | null = null;
  let fill: Vals = vals;
  const done = last.match(DO);
  if (WAKE.test(ctx.message)) lines = gruff ? W.wakeGruff : W.wakeKind;
  else if (SAD.test(ctx.message)) {
    const thing = thingBefore(ctx);
    lines = thing ? (gruff ? W.sadGruff : W.sadKind) : gruff ? W.sadGruffPlain : W.sadKindPlain;
    fill = { ...vals, thing };
  } else if (FOND.test(ctx.message)) lines = gruff ? W.fondGruff : W.fondKind;
  else if (BEHAVE.test(last)) lines = gruff ? W.behaveGruff : W.behaveKind;
  else if (done && !SKILL.test(done[1]!)) {
    const thing = /^(?:it|them)$/i.test(done[2]!) ? "it" : reflect(done[2]!).replace(/^you\b/i, "your");
    lines = gruff ? W.doGruff : W.doKind;
    fill = { ...vals, verbs: third(done[1]!.toLowerCase()), thing };
  }
  if (!lines) return null;
  return { ...basePlan(fillAll([...lines], fill)), followChance: 0, weaveChance: 0, actionChance: 2 };
}

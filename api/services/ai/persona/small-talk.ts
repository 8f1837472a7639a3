// Everyday small talk answered for what it is, before anything else is added: a goodbye at the end
// of a message ("I have an early shift. Night, Rowan!"), an order at a counter ("I'll have a
// cinnamon latte"), a reaction to what just happened ("that was amazing!"), "same time tomorrow?",
// and a compliment to a character too proud to take one.
import { detectAsk } from "./asks";
import type { Ctx } from "./context";
import { detectIntent } from "./intents";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { playRole } from "./rehearsal";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const W = WORDS.smallTalk;
const MADE = W.made.map((m) => ({ about: new RegExp(m.about, "im"), thing: m.thing }));

const NIGHT = /\b(?:good ?night|night|nite|nighty|sleep well|sweet dreams)\b/i;
const SIGN_OFF =
  /^(?:ok(?:ay)?,? |well,? |anyway,? )?(?:good ?night|night(?: night)?|nite|(?:bye(?: bye)?|goodbye)(?: for now)?|see (?:you|ya)(?: (?:tomorrow|later|soon))?|later|take care|cya|gotta go|talk (?:to you )?(?:soon|later|tomorrow)|sleep well|sweet dreams)(?:,?\s+[A-Z][\p{L}'-]*)?[!.\s]*$/iu;

function fixed(lines: string[], vals: Vals, options: Partial<Plan> = {}): Plan {
  return { ...basePlan(fillAll(lines, vals)), followChance: 0, weaveChance: 1, actionChance: 3, ...options };
}

/** The thing the rest of a goodbye message names: "I have an early shift at the bakery" → "the early shift at the bakery". */
function thingBefore(text: string): string {
  const m = text
    .replace(/[’‘]/g, "'")
    .match(/\bi(?:'ve got| have| got|'ve| have got)\s+(?:an?|the|my|this)\s+([^.!?,]{3,50})/i);
  return m ? `the ${reflect(m[1]!.trim()).replace(/^(?:an?|the)\s+/i, "")}` : "";
}

function signOff(ctx: Ctx, vals: Vals): Plan | null {
  const sentences = splitSentences(ctx.message.trim());
  const last = sentences[sentences.length - 1] ?? "";
  if (!SIGN_OFF.test(last.trim())) return null;
  const lines = NIGHT.test(last) ? W.signOff.night : W.signOff.bye;
  const before = sentences.slice(0, -1).join(" ");
  const thing = thingBefore(before);
  // "That was amazing. Bye!": gladness about what just happened comes before the goodbye.
  const glad = reaction(ctx, before, vals)?.cores;
  const cores = thing
    ? lines.flatMap((line, k) =>
        fillAll([`${line} ${W.withThing[k % W.withThing.length]}`], { ...vals, thing }),
      )
    : fillAll(lines, vals).map((line, k) => (glad?.length ? `${glad[k % glad.length]} ${line}` : line));
  return { ...fixed(cores, vals), cores, addOns: false, forceName: true };
}

const SAME_TIME =
  /^(?:so,? |and,? )?(?:(?:same time|see you|talk|chat) (?:again )?(?:tomorrow|next week|tonight)(?:,? same time)?|(?:tomorrow|next week),? same time|(?:can|shall|could) we (?:do this|talk|chat|meet) again (?:tomorrow|soon|next week))\s*\?+\s*$/i;

const ORDER =
  /^(?:hi,? |hey,? |um+,? )?(?:(?:can|could|may) i (?:get|have|order)|i(?:'ll| will) (?:have|take|get)|i(?:'d| would) like(?! to\b)|(?:one|two|a|an) )\s*(.+?)(?:,?\s*please)?\s*[.!?]*$/i;
const COUNTER =
  /\b(?:caf[eé]|coffee|barista|kitchen|chef|cook|bar|restaurant|stall|bakery|bake|menu|inn|tavern|tea|market)\b/;

function order(ctx: Ctx, t: string, vals: Vals): Plan | null {
  const m = t.match(ORDER);
  if (!m || !COUNTER.test(ctx.cardText) || (/^(?:one|two|a|an) /i.test(t) && !/\bplease\b/i.test(t)))
    return null;
  const item = reflect(m[1]!.replace(/^(?:a|an|the|one)\s+/i, "")).replace(/[.!?]+$/, "");
  if (!item || item.split(/\s+/).length > 6) return null;
  return fixed(W.order, { ...vals, item });
}

const REACTION =
  /^(?:wow|whoa|omg|oh my god|oh wow|ha(?:ha)+)?[,!. ]*(?:that|this|it)(?:'s| is| was)\s+(?:so |really |absolutely |actually |just |such )*(?:amazing|awesome|incredible|fun|great|brilliant|beautiful|wonderful|delicious|perfect|lovely|hilarious|funny|cool|the best|fantastic|so good|epic|magical|adorable)\b/i;

function reaction(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (!REACTION.test(t)) return null;
  const lastReply = [...ctx.history].reverse().find((h) => h.role === "assistant")?.content ?? "";
  // What just happened is what the member asked for last ("tell me a story"), else what the reply was.
  const asked = ctx.history.filter((h) => h.role === "user").slice(-2, -1)[0]?.content ?? "";
  const kind = detectAsk(asked)?.kind;
  const thing =
    (kind ? W.asked[kind] : undefined) ??
    MADE.find((m) => m.about.test(lastReply))?.thing ??
    W.fallbackThing[ctx.seed % W.fallbackThing.length]!;
  return fixed(W.reaction, { ...vals, thing });
}

const GRUFF = /\b(?:grumpy|grumbl\w*|sarcastic|gruff|would never admit)\b/;

function gruffCompliment(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (detectIntent(t).kind !== "compliment" || !GRUFF.test(ctx.cardText)) return null;
  const word = t
    .replace(/\b(?:kind|sort) of\b/gi, " ")
    .match(/\b(sweet|cute|kind|nice|lovely|adorable|funny|great|amazing|wonderful|soft)\b/i)?.[1];
  return word ? fixed(W.complimentGruff, { ...vals, word: word.toLowerCase() }) : null;
}

/** The plan for small talk that has one right answer before anything else, or null. */
export function smallTalkPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  const said = signOff(ctx, vals);
  if (said) return said;
  if (SAME_TIME.test(t)) return fixed(W.sameTime, vals, { addOns: false });
  return (
    order(ctx, t, vals) ?? reaction(ctx, t, vals) ?? gruffCompliment(ctx, t, vals) ?? playRole(ctx, t, vals)
  );
}

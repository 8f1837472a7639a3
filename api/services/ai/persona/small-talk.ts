// Everyday small talk answered for what it is, before anything else is added: a goodbye at the end
// of a message ("I have an early shift. Night, Rowan!"), an order at a counter ("I'll have a
// cinnamon latte"), a reaction to what just happened ("that was amazing!"), "same time tomorrow?",
// and a compliment to a character too proud to take one.
import { detectAsk } from "./asks";
import { askAwayPlan } from "./ask-away";
import { askedOfBotPlan } from "./asked-of-bot";
import type { Ctx } from "./context";
import { goodNamePlan } from "./good-name";
import { detectIntent } from "./intents";
import { introPlan } from "./intro";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { playRole } from "./rehearsal";
import { reflect, splitSentences } from "./text";
import { dayPlan } from "./member-day";
import { comingUp, lifePlan } from "./member-life";
import { newsPlan } from "./member-news";
import { feltPlan } from "./small-talk-felt";
import { hardOnSelfPlan } from "./hard-on-self";
import { memberNewsPlan, newsToBotPlan } from "./talk-news";
import { valuesIn } from "./told-values";
import { WORDS } from "./words";
import { willDoPlan } from "./will-do";

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
  // What comes next, from this message or, failing that, the member's news earlier in the chat.
  const thing = thingBefore(before) || (comingUp(ctx) ?? "");
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

/** The sentence of a message that orders ("Hey Luna, one oat flat white please."), hello and name left off. */
function orderSentence(ctx: Ctx, t: string): RegExpMatchArray | null {
  for (const raw of splitSentences(t)) {
    const s = raw.replace(
      new RegExp(
        String.raw`^(?:hi|hey|hello|morning)?[,!\s]*(?:${ctx.voice.char.split(/\s+/)[0]})?[,!]?\s*`,
        "i",
      ),
      "",
    );
    const m = s.match(ORDER);
    if (m && !(/^(?:one|two|a|an) /i.test(s) && !/\bplease\b/i.test(s))) return m;
  }
  return null;
}

function order(ctx: Ctx, t: string, vals: Vals): Plan | null {
  const m = orderSentence(ctx, t);
  if (!m || !COUNTER.test(ctx.cardText)) return null;
  const item = reflect(m[1]!.replace(/^(?:a|an|the|one)\s+/i, "")).replace(/[.!?]+$/, "");
  if (!item || item.split(/\s+/).length > 6) return null;
  return fixed(W.order, { ...vals, item });
}

const REACTION =
  /^(?:wow|whoa|omg|oh my god|oh wow|ha(?:ha)+)?[,!. ]*(?:that|this|it)(?:'s| is| was)\s+(?:so |really |absolutely |actually |just |such )*(?:amazing|awesome|incredible|fun|great|brilliant|beautiful|wonderful|delicious|perfect|lovely|hilarious|funny|cool|the best|fantastic|so good|epic|magical|adorable)\b/i;

function reaction(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (!REACTION.test(t)) return null;
  // "that's lovely. how do you rhyme so fast": the question after the praise is what to answer.
  if (splitSentences(t).some((s, k) => k > 0 && /\?\s*$|^(?:how|what|why|where|when|who|which)\b/i.test(s)))
    return null;
  const lastReply = [...ctx.history].reverse().find((h) => h.role === "assistant")?.content ?? "";
  // What just happened is what the member asked for last ("tell me a story"), else what the reply was.
  const asked = ctx.history.filter((h) => h.role === "user").slice(-2, -1)[0]?.content ?? "";
  const kind = detectAsk(asked)?.kind;
  const thing =
    (kind ? W.asked[kind] : undefined) ??
    MADE.find((m) => m.about.test(lastReply))?.thing ??
    W.fallbackThing[ctx.seed % W.fallbackThing.length]!;
  // "I've never done anything like this before!": the first time is said, and how it went.
  const first =
    /\bnever (?:done|tried|seen|been|felt|had) anything like (?:this|that|it)\b|\b(?:my|the) first time\b/i.test(
      ctx.message,
    );
  const lines = fillAll(W.reaction, { ...vals, thing });
  return fixed(
    first ? fillAll(W.firstTime, vals).map((f, k) => `${lines[k % lines.length]} ${f}`) : lines,
    vals,
  );
}

const GRUFF = /\b(?:grumpy|grumbl\w*|sarcastic|gruff|would never admit)\b/;

function gruffCompliment(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (detectIntent(t).kind !== "compliment" || !GRUFF.test(ctx.cardText)) return null;
  const word = t
    .replace(/\b(?:kind|sort) of\b/gi, " ")
    .match(/\b(sweet|cute|kind|nice|lovely|adorable|funny|great|amazing|wonderful|soft)\b/i)?.[1];
  return word ? fixed(W.complimentGruff, { ...vals, word: word.toLowerCase() }) : null;
}

const CONSENT =
  /^(?:so,? |and,? )?(?:(?:is|would|will) (?:that|it|this) (?:be )?(?:ok(?:ay)?|alright|all right|fine|cool|good)(?: (?:with|for|by) you)?|(?:do|would) you mind|you (?:don't|do not) mind|(?:that|this)(?:'s| is)? (?:ok(?:ay)?|alright|cool|fine)(?: with you)?)(?:,?\s+if\s+[^?]+)?\s*[?!.]*$/i;

/** "Is that okay with you?" after "My cousin Layla might come too": yes, and Layla is welcome. */
function consent(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (!CONSENT.test(t)) return null;
  const before = ctx.history.filter((h) => h.role === "user").slice(-2, -1)[0]?.content ?? "";
  const excluded = new Set([ctx.voice.char, ctx.userName].flatMap((n) => n.toLowerCase().split(/\s+/)));
  const name = valuesIn(before.replace(/[’‘]/g, "'"), excluded).find((v) => v.kind === "name")?.text;
  return name ? fixed(W.consent.named, { ...vals, thing: name }) : fixed(W.consent.plain, vals);
}

/** The plan for small talk that has one right answer before anything else, or null. */
export function smallTalkPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  const said = signOff(ctx, vals);
  if (said) return said;
  // "Thanks, Hollis. Same time tomorrow?": the last sentence asks.
  const last = splitSentences(t).pop() ?? t;
  if (SAME_TIME.test(last)) return fixed(W.sameTime, vals, { addOns: false });
  return (
    hardOnSelfPlan(ctx, vals) ??
    newsToBotPlan(ctx, vals) ??
    order(ctx, t, vals) ??
    askAwayPlan(ctx, vals) ??
    askedOfBotPlan(ctx, vals) ??
    introPlan(ctx, vals) ??
    willDoPlan(ctx, vals) ??
    feltPlan(ctx, vals) ??
    memberNewsPlan(ctx, vals) ??
    newsPlan(ctx, vals, true) ??
    lifePlan(ctx, vals) ??
    dayPlan(ctx, vals) ??
    goodNamePlan(ctx, vals) ??
    reaction(ctx, t, vals) ??
    gruffCompliment(ctx, t, vals) ??
    consent(ctx, t, vals) ??
    playRole(ctx, t, vals)
  );
}

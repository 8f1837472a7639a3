// Something said earlier in the chat, asked back in the words it was said in, when no plan that
// reads told facts by relation found it: "what time did I say the interview was?", "what was the
// longest day again, in km?", "who's the pumpkin lady?" (the person told with pumpkins), and what
// the bot itself answered ("what was the French for 'how much is it' again?": its reply to the
// member's question with those words). The turn sharing most of the question's content words is
// found, and the value of the kind the question wants is taken from it, nearest those words.
import type { ChatTurn } from "../types";
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { detectRecall } from "./recall";
import { objectOf } from "./parsed-text";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const ASKS_BACK =
  /\bagain\b|\bremind me\b|\b(?:did|do) (?:i|you|we) (?:say|tell|mention|decide|call|name)\b|\bi (?:said|told you|mentioned)\b/i;
/**
 * "what was the neighbours name", "what was the name of the lady who always wins": a name asked in
 * the past tense, of someone of the chat's (not "your name"), asks back without saying "again".
 */
const NAME_BACK =
  /^(?:\W*\w+\W+){0,3}?what(?:'s|s| is| was| were)\s+(?:the|that|this|his|her|their|our|my)\b(?!.*\b(?:your|ur|you)\b).*\b(?:name|called)\b/i;
const PAST_NAME = /\b(?:was|were)\b|\bagain\b|\bremind me\b/i;
/** "who's the pumpkin lady?": a person known by what was told with them. */
const WHO_THE =
  /\bwho(?:'s|s| is| was) (?:the|that|this) ((?:[a-z'-]+ ){1,3}?)(?:lady|guy|man|woman|girl|boy|kid|person|dude|fella|chap|one|neighbou?r|friend)\b/i;
const STOP = new Set(
  "what whats what's who whos who's whose where when which how is was were am are be the a an of again my me i i'm im you your did do does it that this there in on at to for with we our us remind so and wait tell told say said mention mentioned sorry ok okay oh hey hmm um again testing test bet forgot remember time year date".split(
    " ",
  ),
);
const LANGUAGE = /\b(?:french|spanish|german|italian|portuguese|japanese|word|phrase|way to say)\b/i;
const QUOTED = /«\s*([^»]+?)\s*»|"([^"]{2,80})"|“([^”]{2,80})”/;
const NUMBER =
  /(?:[$€£]\s?)?\b\d[\d,]*(?:\.\d+)?(?::\d\d)?(?:\s?(?:km|kg|g|m|cm|miles?|mi|euros?|dollars?|pounds?|hours?|hrs?|h|minutes?|mins?|%|am|pm|€|nights?|days?|weeks?))?\b/gi;
const NAME = /\b(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)*/g;

const stem = (w: string) => w.toLowerCase().replace(/(?:ing|ed|es|s)$/, "");
const keysOf = (text: string) => [
  ...new Set((text.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g) ?? []).filter((w) => !STOP.has(w)).map(stem)),
];

type Want = "number" | "name" | "quote" | "clause";

function wantOf(question: string, person: boolean): Want {
  if (person || /^\W*(?:\w+\W+){0,2}who\b|\bname\b|\bcalled\b/i.test(question)) return "name";
  if (LANGUAGE.test(question)) return "quote";
  if (
    /\bhow (?:much|many|far|long|old)\b|\bwhat (?:time|year|day|date)\b|\bwhen\b|\bcost|\bprice|\bin (?:km|miles|euros?|kg)\b/i.test(
      question,
    )
  )
    return "number";
  return "clause";
}

/** The value of the kind wanted in `text`, the one nearest the first of `keys` found there. */
function valueIn(text: string, keys: string[], want: Want, excluded: Set<string>): string | null {
  const lower = text.toLowerCase();
  const at = Math.min(...keys.map((k) => lower.search(new RegExp(`\\b${k}`))).filter((i) => i >= 0));
  const nearest = (re: RegExp) =>
    [...text.matchAll(re)]
      .filter(
        (m) => !excluded.has(m[0].toLowerCase()) && !/^(?:I|I'm|The|A|An|My|Mr|Mrs|Ms|Dr|Prof)$/.test(m[0]),
      )
      .sort((x, y) => Math.abs(x.index! - at) - Math.abs(y.index! - at))[0]?.[0];
  if (want === "number") {
    // "at 9": a time of day is said back with its "at", never as "9." opening a numbered list.
    const n = nearest(NUMBER);
    if (!n) return null;
    const at = new RegExp(`\\bat\\s+${n.replace(/[.$]/g, "\\$&")}`, "i").test(text);
    return at ? `at ${n}` : n;
  }
  // "Mr. Delacroix" said back as "Mr Delacroix": a dot there would end the reply's sentence.
  if (want === "name")
    return (
      nearest(NAME)
        ?.replace(/^(Mr|Mrs|Ms|Dr|Prof)\.\s+/, "$1 ")
        .replace(/'+$/, "") ?? null
    );
  if (want === "quote") {
    const q = text.match(QUOTED);
    return q ? `« ${(q[1] ?? q[2] ?? q[3])!.trim()} »` : null;
  }
  const sentences = splitSentences(text);
  const found = sentences.findIndex((s) => !asks(s) && keys.some((k) => new RegExp(`\\b${k}`, "i").test(s)));
  const sentence = sentences[found];
  if (!sentence || sentence.split(/\s+/).length > 16) return null;
  // "…had lavender all along her garden wall. smelling it still calms me": "it" said as what it was.
  const it = found > 0 && /\bit\b/i.test(sentence) ? objectOf(sentences[found - 1]!) : undefined;
  return reflect((it ? sentence.replace(/\bit\b/i, it) : sentence).replace(/[.!?]+$/, ""));
}

/** A reply's first sentence, said back when short enough to be an answer ("Three minutes, tops: …"). */
function firstSentence(reply: string): string | null {
  const first = splitSentences(reply.replace(/\*[^*]+\*\s*/g, "").trim())[0]?.trim();
  return first && first.split(/\s+/).length <= 25
    ? first.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())
    : null;
}

/** "you said how long again?": the bot's own words asked back. */
const BOT_SAID =
  /\byou (?:said|told me|mentioned|suggested|recommended)\b|\bdid you (?:say|tell me|suggest)\b/i;

const asks = (text: string) => /\?\s*$|^(?:how|what|who|where|when|which|why|can|could)\b/i.test(text.trim());

/**
 * The value wanted from the turn the question's keys fit best, newest first among equals. What the
 * bot said in a language is its reply to the member's question with those words.
 */
function bestValue(
  history: readonly ChatTurn[],
  keys: string[],
  want: Want,
  excluded: Set<string>,
  fromBot = false,
): { answer: string; bot: boolean } | null {
  let best: { answer: string; bot: boolean; score: number } | null = null;
  for (let k = history.length - 2; k >= Math.max(0, history.length - 41); k--) {
    const turn = history[k]!;
    // In a language, what was said is the bot's reply to the member's question with those words.
    // Otherwise what the member said (or, asked as "you said", what the bot answered them).
    if (turn.role !== "user" || (want === "quote" && !asks(turn.content))) continue;
    const stems = new Set((turn.content.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g) ?? []).map(stem));
    const score = keys.filter((key) => stems.has(key)).length;
    if (!score || (best && score <= best.score)) continue;
    const from = want === "quote" ? history[k + 1] : turn;
    const reply = history[k + 1];
    // "you said how long again?": what is asked back is the bot's answer to the member's turn with
    // those words ("how long should it be?"), its first sentence.
    const told = !fromBot && from ? valueIn(from.content, keys, want, excluded) : null;
    const answered =
      fromBot && want !== "quote" && reply?.role === "assistant" ? firstSentence(reply.content) : null;
    const answer = told ?? answered;
    if (answer) best = { answer, bot: Boolean(answered) || from?.role === "assistant", score };
  }
  return best;
}

const ORDINALS = { first: 0, second: 1, third: 2, fourth: 3, last: -1 } as const;
const ORDINAL = /\bthe (first|second|third|fourth|last) (?:one|thing|step|move|exercise|idea|tip|option)\b/i;
const ITEM = /^\s*(?:\d+[.)]|[-•*])\s+(.+)$/gm;

/**
 * "whats the first one called again, the desk one": an item of a list the bot gave, by its place,
 * from its latest reply with a list (the one sharing the question's words first), by the words
 * before the item's colon or dash, or its first clause.
 */
function ownListItem(history: readonly ChatTurn[], question: string): string | null {
  const m = question.match(ORDINAL);
  if (!m) return null;
  const at = ORDINALS[m[1]!.toLowerCase() as keyof typeof ORDINALS];
  const keys = keysOf(question.replace(ORDINAL, " "));
  const lists = history
    .slice(0, -1)
    .filter((turn) => turn.role === "assistant")
    .map((turn) => ({ text: turn.content, items: [...turn.content.matchAll(ITEM)].map((x) => x[1]!) }))
    .filter((l) => l.items.length > 1)
    .reverse();
  const fits = (text: string) => keys.some((k) => new RegExp(`\\b${k}`, "i").test(text));
  const list = lists.find((l) => fits(l.text)) ?? lists[0];
  const item = list?.items.at(at);
  if (!item) return null;
  const name = item
    .split(/:|\s[-–—]\s|[.!;]/)[0]!
    .replace(/\*+/g, "")
    .trim();
  return name.split(/\s+/).length <= 8 ? name : null;
}

export function saidRecallPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  const item = ASKS_BACK.test(t) || /\bcalled\b/i.test(t) ? ownListItem(ctx.history, t) : null;
  if (item) return said(WORDS.talk.saidBack, item, vals);
  const who = t.match(WHO_THE);
  if (!who && !ASKS_BACK.test(t) && !asksNameBack(t)) return null;
  if (detectRecall(t)) return null;
  const quoted = t.match(/(?<!\w)'(.{2,60})'(?!\w)|"([^"]{2,60})"/);
  const keys = quoted
    ? keysOf((quoted[1] ?? quoted[2])!).concat(
        (quoted[1] ?? quoted[2])!.toLowerCase().match(/\b(?:how|what|it)\b/g) ?? [],
      )
    : keysOf(who ? who[1]! : t);
  if (!keys.length) return null;
  const want = wantOf(t, Boolean(who));
  const excluded = new Set(
    [ctx.voice.char, ctx.userName, ctx.address].flatMap((n) => n.toLowerCase().split(/\s+/)),
  );
  const found = bestValue(ctx.history, keys, want, excluded, BOT_SAID.test(t));
  if (!found) return null;
  const answer = found.answer;
  const lines = found.bot
    ? WORDS.talk.saidBack
    : want === "clause"
      ? WORDS.recall.answers.told
      : WORDS.recall.answers.value;
  return said(lines, answer, vals);
}

function said(lines: readonly string[], answer: string, vals: Vals): Plan {
  return {
    ...basePlan(fillAll([...lines], { ...vals, answer, told: answer })),
    followChance: 0,
    weaveChance: 0,
    actionChance: 2,
    addOns: false,
  };
}

/** A name asked back said to be one ("what was the gardener's name again?", "what was the neighbours name"). */
const asksNameBack = (t: string) => NAME_BACK.test(t) && PAST_NAME.test(t);

/**
 * A name asked back, before a scene or small talk reads the question as a move or a topic: only
 * when a turn of the chat gives it.
 */
export function saidNameFirstPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  return asksNameBack(t) ? saidRecallPlan(ctx, vals) : null;
}

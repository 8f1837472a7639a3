// News of the member's own life, taken up with something of the bot's own rather than their words
// said back: a move ("I'm moving to Leeds in March!!" → congratulations, the city named), a new
// job, someone coming to visit, a birthday, a pet and what it gets up to, a favourite, a new hobby,
// an allergy, and "wish me luck". Each is a frame read from the sentence's shape with its slots
// (the place, the time, the person, the pet's name and kind); the lines are in words/life.json.
import { coachLines } from "./coach";
import type { Ctx } from "./context";
import { detectIntent } from "./intents";
import { readNews } from "./member-news";
import { PET_KINDS, RELATIONS } from "./memory";
import { answerPlan, basePlan, fillAll, type Plan, type Vals } from "./plan";
import { ALLERGY } from "./told-diet";
import { reflect, splitSentences } from "./text";
import { valuesIn } from "./told-values";
import { WORDS } from "./words";

type LifeKind = keyof typeof WORDS.life.news;

export interface LifeNews {
  kind: LifeKind;
  slots: Vals;
}

const NAME = String.raw`[A-Z][\p{L}'-]+`;
const I = String.raw`(?:i'm|i am|im|we're|we are)`;
const WHEN = String.raw`((?:in|on|this|next|at the end of|by)\s+[\w ]+?|tomorrow|tonight|soon|today)`;
/** Anyone the member may speak of: family, and the people of words/recall.json ("flatmate", "grandad"). */
const PEOPLE = [RELATIONS, ...WORDS.recall.people].join("|");
const END = String.raw`\s*(?:lol|haha|tbh|honestly)?[.!…]*$`;

/** A name or place as the member wrote it, kept only when it starts with a capital. */
const named = (s: string | undefined) => (s && /^\p{Lu}/u.test(s) ? s : undefined);

// Each frame's slots from its match; null when the match is not what the frame means ("it is coming").
const FRAMES: [LifeKind, RegExp, (m: RegExpMatchArray) => Vals | null][] = [
  [
    "move",
    new RegExp(
      String.raw`^${I}\s+(?:finally\s+|actually\s+|officially\s+)?(?:moving|relocating|moving back)\s+to\s+(${NAME}(?:\s+${NAME})?)(?:\s+${WHEN})?${END}`,
      "iu",
    ),
    (m) => ({ place: m[1]!.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()), when: m[2]?.trim() }),
  ],
  [
    "job",
    /^(?:(?:it's |its )?for |i (?:just )?(?:got|landed|start|'m starting|am starting) |i've (?:got|landed) )(?:a|my) new job(?:\s+(at|as|with|in)\s+(.{3,40}?))?\s*(?:lol|haha)?[.!…]*$/i,
    (m) => ({ thing: m[1] ? `${m[1]} ${reflect(m[2]!)}` : undefined }),
  ],
  ["job", /^i (?:just )?got (?:the job|promoted|the promotion|a promotion)\b.*$/i, () => ({})],
  [
    "visit",
    new RegExp(
      String.raw`^(?:my\s+(?:(?:little|big|baby|older|younger|best)\s+)?(${RELATIONS}|friend|flatmate|roommate)\s+)?(${NAME})?\s*(?:is|'s)\s+(?:coming\s+(?:to\s+(?:visit|stay)|over|down|up)|visiting|flying in|coming)(?:\s+(?:me|us))?(?:\s+from\s+(${NAME}(?:\s+${NAME})?))?(?:\s+${WHEN})?${END}`,
      "iu",
    ),
    (m) => {
      const name = named(m[2]);
      const relation = m[1]?.toLowerCase();
      if (!name && !relation) return null;
      return {
        who: relation ? `your ${relation}${name ? ` ${name}` : ""}` : name,
        name: name ?? `your ${relation}`,
        place: named(m[3]),
        when: m[4]?.trim(),
      };
    },
  ],
  [
    "birthday",
    new RegExp(
      String.raw`^(?:it's|its|it is)\s+my\s+(?:(\d+(?:st|nd|rd|th)|\w+th)\s+)?birthday(?:\s+${WHEN})?${END}|^my\s+(?:(\d+(?:st|nd|rd|th))\s+)?birthday\s+is\s+${WHEN}${END}`,
      "iu",
    ),
    (m) => ({ nth: m[1] ?? m[3], when: (m[2] ?? m[4])?.trim() }),
  ],
  [
    "loss",
    new RegExp(
      String.raw`^(?:my|our)\s+(?:(?:old|little|sweet|dear|beloved|best)\s+)*(${PEOPLE}|${PET_KINDS}|pet)(?:\s+(${NAME}))?\s+(?:died|passed away|passed|is gone|didn't make it|was put down|had to be put down)\b.*$`,
      "iu",
    ),
    (m) => ({ who: `your ${m[1]!.toLowerCase()}${named(m[2]) ? ` ${m[2]}` : ""}` }),
  ],
  [
    "ill",
    new RegExp(
      String.raw`^(?:my|our)\s+(?:(?:old|little|best)\s+)*(${PEOPLE}|${PET_KINDS}|pet)(?:\s+(${NAME}))?\s+(?:is|'s|was|got|has been|went)\s+(?:rushed\s+)?(?:in(?:to)?\s+(?:the\s+)?hospital|sick|ill|unwell|in surgery|really sick|very ill|admitted)\b.*$`,
      "iu",
    ),
    (m) => ({ who: `your ${m[1]!.toLowerCase()}${named(m[2]) ? ` ${m[2]}` : ""}` }),
  ],
  [
    "jobLoss",
    /^i\s+(?:just\s+)?(?:got fired|got laid off|was laid off|lost my job|was let go|got let go|got sacked|was made redundant|got made redundant)\b.*$/i,
    () => ({}),
  ],
  [
    "breakup",
    /^(?:i|we|my\s+\w+\s+and\s+i|me and my\s+\w+)\s+(?:just\s+)?(?:broke up|split up|separated|got divorced)\b.*$|^(?:he|she|they|my\s+\w+)\s+(?:just\s+)?(?:dumped|left|broke up with)\s+me\b.*$/i,
    () => ({}),
  ],
  [
    "expecting",
    /^(?:im|i|we)(?:'re|'m| are| am)?\s+(?:just\s+)?(?:got engaged|engaged|having a baby|pregnant|expecting(?: a baby)?)\b.*$/i,
    () => ({}),
  ],
  [
    "petMischief",
    new RegExp(
      String.raw`^(?:my|our)\s+(?:little\s+|new\s+)?(${PET_KINDS})\s+(${NAME})\s+(?:(?:keeps|kept|won't stop|will not stop|always|just)\s+(\w+ing|\w+s|\w+ed)|(\w+ed|ate|stole|broke|bit|dug|tore|hid|took|threw))\b\s*(.*?)${END}`,
      "iu",
    ),
    (m) =>
      named(m[2])
        ? { kind: m[1]!.toLowerCase(), name: m[2], doing: reflect(`${m[3] ?? m[4]} ${m[5] ?? ""}`.trim()) }
        : null,
  ],
  [
    "pet",
    new RegExp(
      String.raw`^(?:my|our)\s+(?:own\s+|little\s+|new\s+)?(${PET_KINDS})\s+(${NAME})\b(?:.*?\b(?:she's|he's|she is|he is|it's)\s+an?\s+([a-z]+(?: [a-z]+)?))?.*$`,
      "iu",
    ),
    (m) => (named(m[2]) ? { kind: m[1]!.toLowerCase(), name: m[2], breed: m[3]?.toLowerCase() } : null),
  ],
  [
    "favourite",
    /^(.{2,40}?)\s+(?:is|was|are)\s+(?:my|our)\s+(?:all[- ]time\s+|absolute\s+|total\s+|ultimate\s+)?(?:fav|fave|favourite|favorite)\b.*$/i,
    (m) => ({ thing: m[1]!.replace(/^(?:oh|ok|okay|well|honestly|lol)[,\s]+/i, "") }),
  ],
  [
    "favourite",
    /^my\s+(?:all[- ]time\s+)?(?:fav|fave|favourite|favorite)\s+[\w ]{2,20}?\s+(?:is|has to be|would be)\s+(.{2,40}?)[.!…]*$/i,
    (m) => ({ thing: m[1] }),
  ],
  [
    "hobby",
    /^i\s+(?:just\s+|finally\s+|recently\s+)?(?:started|took up|picked up|got into|have started|'ve started|am learning|'m learning)\s+([a-z]+ing)\b.*$/i,
    (m) => ({ thing: m[1]!.toLowerCase() }),
  ],
  ["allergy", ALLERGY, (m) => ({ thing: (m[1] ?? m[2])!.toLowerCase() })],
];

/** The life news in the message (no question asked), or null. */
export function readLife(message: string): LifeNews | null {
  if (/\?\s*$/.test(message)) return null;
  const text = message.replace(/[’‘]/g, "'");
  for (const raw of splitSentences(text)) {
    const sentence = raw
      .replace(
        /^(?:(?:so|well|okay|ok|guess what|anyway|also|oh|and|actually|big news|omg|nah it's fine|ooh)\b[,!:.]*\s*)+/i,
        "",
      )
      .replace(/^(?:big news|guess what|news)\s*[:!,]\s*/i, "")
      .trim();
    for (const [kind, re, slots] of FRAMES) {
      const m = sentence.match(re) ?? (kind === "allergy" ? text.match(re) : null);
      const filled = m && slots(m);
      if (filled) return { kind, slots: filled };
    }
  }
  return null;
}

/** The time the message names, from the bot's side ("in March"), for a line that says it. */
function whenIn(message: string): string | undefined {
  return valuesIn(message).find((v) => v.kind === "time")?.text;
}

type Ahead = keyof typeof WORDS.life.ahead;

/** What the member has coming up, from their latest news in this chat ("your interview on Friday"). */
export function comingUp(ctx: Ctx): string | null {
  const turns = ctx.history.slice(0, -1).filter((t) => t.role === "user");
  for (const turn of turns.reverse()) {
    const news = readNews(turn.content);
    if (news && news.kind !== "started" && (news.dated || news.kind === "event"))
      return news.thing.replace(/^(?:an?|the)\s+/i, "your ");
    const life = readLife(turn.content);
    if (life && life.kind in WORDS.life.ahead)
      return fillAll(WORDS.life.ahead[life.kind as Ahead], life.slots)[0] ?? null;
  }
  return null;
}

/** A goodbye that wishes luck with what the member has coming up, or null. */
function goodbyePlan(ctx: Ctx, vals: Vals): Plan | null {
  if (detectIntent(ctx.message).kind !== "goodbye") return null;
  const thing = comingUp(ctx);
  if (!thing) return null;
  const lines = fillAll(WORDS.life.goodbye, { ...vals, thing });
  return { ...basePlan(lines), followChance: 0, weaveChance: 0, addOns: false, forceName: true };
}

const SAD = new Set<LifeKind>(["loss", "ill", "jobLoss", "breakup"]);
const WISH_LUCK = /\b(?:wish me luck|fingers crossed for me|here goes nothing)\b/i;

/** The reply taking up the member's life news, or "wish me luck", or null. */
export function lifePlan(ctx: Ctx, vals: Vals): Plan | null {
  const L = WORDS.life;
  // Inside an advice chat (a toast, a salary call), luck and worries are met with its own facts.
  const own = (facet: "luck" | "wobble") => {
    const lines = coachLines(ctx, facet, vals);
    return lines.length ? answerPlan(lines) : null;
  };
  if (WISH_LUCK.test(ctx.message))
    return (
      own("luck") ?? { ...basePlan(fillAll(L.luck, vals)), followChance: 0, weaveChance: 0, addOns: false }
    );
  // "how do you feel today, in percent?": the bot's own mood, as the number asked for.
  const scale =
    /\b(?:how|what|whats)\b.*\b(?:you|your)\b.*\b(?:(in )?percent(?:age)?|%|out of (?:10|ten)|on a scale)\b/i.exec(
      ctx.history[ctx.history.length - 1]?.content ?? ctx.message,
    );
  if (scale)
    return {
      ...basePlan(fillAll(/percent|%/i.test(scale[0]) ? L.scale.percent : L.scale.ten, vals)),
      followChance: 0,
    };
  // "what if I cry in the middle lol": a worry about one's own moment, met with reassurance.
  const worry = ctx.message
    .replace(/[’‘]/g, "'")
    .replace(/\s+(?:lol|haha|tho|though)\b/gi, "")
    .match(/^(?:(?:but|and|so|ok|okay|hmm|um)[,\s]+)*what if i\s+((?:[\w'-]+\s*){1,8})[?!.]*$/i);
  if (worry)
    return (
      own("wobble") ?? {
        ...basePlan(fillAll(L.worry, { ...vals, worry: reflect(worry[1]!.trim()) })),
        followChance: 0,
      }
    );
  const bye = goodbyePlan(ctx, vals);
  if (bye) return bye;
  const news = readLife(ctx.message);
  if (!news) return null;
  const slots = { ...vals, ...news.slots, when: news.slots.when ?? whenIn(ctx.message) };
  const lines = fillAll(L.news[news.kind], slots);
  if (!lines.length) return null;
  // Bad news is met plainly: no playful action or catchphrase before the sympathy.
  if (SAD.has(news.kind))
    return { ...basePlan(lines), followChance: 0, weaveChance: 0, actionChance: 0, addOns: false };
  return { ...basePlan(lines), followChance: 2, weaveChance: 1, actionChance: 3, ordered: false };
}

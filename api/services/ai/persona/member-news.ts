// The member's news or plan, taken up rather than met with a stock question: "I'm planning a week
// in Portugal in October" is a plan (the reply names the week in Portugal in October), "I've got a
// page of word problems due tomorrow" is work due (the reply offers to start on it), "I have an
// interview on Friday" is an event, "I just signed up for a pottery class" is a start. The frame is
// read from the sentence's shape (who, the verb, what follows), so any trip, task or event fits.
import { tellsPlanInMaking } from "./advice-situation";
import type { Ctx } from "./context";
import { helloBack } from "./hello";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { reflect, splitSentences } from "./text";
import { valuesIn } from "./told-values";
import { WORDS } from "./words";
import { topicNoteLines, withNotes } from "./topic-notes";

export type NewsKind = "plan" | "due" | "event" | "started";

export interface News {
  kind: NewsKind;
  /** What it is, from the bot's side ("a week in Portugal in October"). */
  thing: string;
  /** When work is due ("tomorrow"). */
  when?: string;
  /** It names a day on the calendar ("in October", "next week"): news from life, not a move in a scene. */
  dated: boolean;
}

const WE = String.raw`(?:[Ii]'m|[Ii] am|[Ii]m|[Ww]e're|[Ww]e are)`;
const FRAMES: [NewsKind, RegExp][] = [
  [
    "due",
    /^(?:i|we)(?:'ve| have)?\s+(?:got|have|get)\s+((?:an?|the|my|our|some|two|three|\d+)\s+.+?)\s+due\s+((?:by\s+|on\s+|for\s+)?(?:tomorrow|tonight|today|this \w+|next \w+|on \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|in the morning)\b.*)$/i,
  ],
  [
    "plan",
    new RegExp(
      String.raw`^${WE}\s+(?:(?:finally|just|currently|actually|thinking of|thinking about)\s+)?(?:planning|organi[sz]ing|booking|plotting|going on|off on|heading off on|taking)\s+((?:an?|the|my|our|some|two|three|\d+)\s+.+)$`,
      "i",
    ),
  ],
  [
    "plan",
    new RegExp(
      String.raw`^${WE}\s+(?:(?:finally|just|actually)\s+)?(?:going|heading|flying|travelling|traveling|off)\s+to\s+([A-Z].+)$`,
    ),
  ],
  [
    "plan",
    new RegExp(
      String.raw`^${WE}\s+(?:(?:really\s+)?(?:thinking (?:about|of)|hoping to|planning to|dreaming of))\s+((?:[a-z]+ing|an?|the|my|our)\b.+)$`,
      "i",
    ),
  ],
  [
    "event",
    /^(?:i|we)(?:'ve| have)?\s+(?:got|have)\s+((?:an?|my|our|the)\s+(?:[\w'-]+\s+){0,2}?(?:exam|test|interview|audition|recital|presentation|match|race|game|gig|concert|performance|driving test|job interview|date|wedding|surgery|operation|appointment|deadline)\b.*)$/i,
  ],
  [
    "started",
    /^(?:i|we|i'm|we're)\s+(?:just\s+|finally\s+|(?:'ve|have)\s+just\s+)?(?:signed up for|started|start|starting|begin|beginning|joined|booked|enrolled in|got into)\s+((?:an?|the|my|our)\s+.+)$/i,
  ],
];

/** The member's news in a message that is only that (no question, no request), or null. */
export function readNews(message: string): News | null {
  if (/\?/.test(message)) return null;
  for (const raw of splitSentences(message.replace(/[’‘]/g, "'"))) {
    const sentence = raw
      .replace(/^(?:hi|hey|hello|hiya|heya|morning|evening)\b(?:\s+[A-Z][\p{L}'-]*)?\s*[,!.]\s*/iu, "")
      .replace(/^(?:(?:so|well|okay|ok|guess what|anyway|also|oh|and|actually|big news)\b[,!:]*\s*)+/i, "")
      .replace(/[.!…]+$/, "")
      .trim();
    for (const [kind, re] of FRAMES) {
      const m = sentence.match(re);
      if (!m) continue;
      // "a job interview friday and im so nervous": the news ends where the member's next clause starts.
      const thing = reflect(
        m[1]!
          .split(
            /,\s+(?:and|but|so)\b|\s+(?:but|because|so)\s+|\s+and\s+(?=(?:i|i'm|im|we|it|it's|its|my)\b)/i,
          )[0]!
          .trim(),
      );
      if (thing.split(/\s+/).length > 10) continue;
      const dated = valuesIn(sentence).some((v) => v.kind === "time");
      return { kind, thing, dated, ...(m[2] ? { when: m[2].trim() } : {}) };
    }
  }
  return null;
}

/**
 * The reply that takes up the member's news, or null when the message brings none; `datedOnly`
 * before a scene may claim it: "we're going to the castle" is a move, "…to Rome next week" is news.
 */
export function newsPlan(ctx: Ctx, vals: Vals, datedOnly = false): Plan | null {
  const news = readNews(ctx.message);
  if (!news || (datedOnly && !news.dated)) return null;
  // A plan still being made gets the plan said back with where to start (advice-situation.ts).
  if (news.kind === "plan" && tellsPlanInMaking(ctx.message)) return null;
  const hello = helloBack(ctx);
  const lines = fillAll(WORDS.smallTalk.news[news.kind], { ...vals, thing: news.thing, when: news.when });
  if (!lines.length) return null;
  // What a friend knows of the thing ("a pottery class": clay, wobbly first mugs) follows.
  const noted = withNotes(lines, topicNoteLines(ctx, news.thing));
  const cores = hello ? noted.map((l) => `${hello} ${l}`) : noted;
  return { ...basePlan(cores), followChance: 2, weaveChance: 1, actionChance: 3, forceName: !hello };
}

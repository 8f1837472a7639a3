// The member's day said in passing ("I just got back from the gym", "it's pouring here", "I'm
// reading Dune right now", "made lasagna tonight") met with something of the bot's own (a take, a
// small wish) rather than their words said back. Frames by the sentence's shape; the lines are in
// words/life.json "day". Only outside a scene: there "I'm reading the letter" is a move.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { runsScenes } from "./scene-route";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

type DayKind = keyof typeof WORDS.life.day;

const WEATHER: [DayKind, RegExp][] = [
  ["rain", /\b(?:rain|raining|pouring|drizzl\w*|bucketing|chucking it down|a storm|storming)\b/i],
  ["snow", /\b(?:snow|snowing|sleet)\b/i],
  ["heat", /\b(?:boiling|roasting|so hot|really hot|scorching|sweltering|a heatwave)\b/i],
  ["cold", /\b(?:freezing|so cold|really cold|icy|frosty)\b/i],
  ["sun", /\b(?:sunny|gorgeous out|beautiful out|lovely out|sunshine)\b/i],
];
const CONSUMING =
  /^(?:i'm|i am|im|currently|just)\s+(?:(?:currently|just|finally)\s+)?(reading|watching|rewatching|bingeing|binging|listening to|playing)\s+(.{2,40}?)(?:\s+(?:right now|rn|atm|at the moment|tonight|again|lol|haha))*[.!…]*$/i;
const COOKED =
  /^(?:i\s+)?(?:just\s+)?(?:made|cooked|baked|whipped up|tried making)\s+(?:some\s+|a\s+|an\s+|my\s+|homemade\s+)*(.{3,30}?)(?:\s+(?:for (?:dinner|lunch|breakfast|tea)|tonight|today|earlier|lol|haha))*[.!…]*$/i;
const BACK =
  /^(?:i\s+)?(?:just\s+)?(?:got back|came back|came home|got home)\s+from\s+(?:the\s+|my\s+|a\s+)?(.{3,30}?)(?:\s+(?:lol|haha|finally))*[.!…]*$/i;
const WEATHER_SAID = /^(?:it'?s|its|it is|it has been|it's been|been)\s+(.{3,40})$/i;

/** The member's day in one sentence of the message, or null. */
export function readDay(message: string): { kind: DayKind; thing?: string } | null {
  if (/\?\s*$/.test(message)) return null;
  for (const raw of splitSentences(message.replace(/[’‘]/g, "'"))) {
    const s = raw.replace(/^(?:(?:so|well|ok|okay|anyway|also|oh|and|ugh|lol)\b[,!.]*\s*)+/i, "").trim();
    const w = s.match(WEATHER_SAID);
    const weather = w && WEATHER.find(([, re]) => re.test(w[1]!));
    if (weather) return { kind: weather[0] };
    const c = s.match(CONSUMING);
    if (c) return { kind: "consuming", thing: reflect(c[2]!) };
    const k = s.match(COOKED);
    if (k) return { kind: "cooked", thing: reflect(k[1]!) };
    const b = s.match(BACK);
    if (b) return { kind: "back", thing: reflect(b[1]!) };
  }
  return null;
}

/** The reply to the member's day said in passing, or null (and always null in a scene). */
export function dayPlan(ctx: Ctx, vals: Vals): Plan | null {
  if (runsScenes(ctx)) return null;
  const day = readDay(ctx.message);
  if (!day) return null;
  const lines = fillAll(WORDS.life.day[day.kind], { ...vals, thing: day.thing });
  return lines.length ? { ...basePlan(lines), followChance: 2, weaveChance: 1, actionChance: 3 } : null;
}

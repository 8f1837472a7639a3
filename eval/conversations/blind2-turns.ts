// The turn builders and checks of blind set #2 (held-out-blind2*.ts). Every check here looks for
// something the member did not type in that turn (the answer, a fact named earlier, the bot's own
// contribution), so a reply that only repeats the member's words cannot pass.
import { all, fail, pass, spoken, steps } from "../checks";
import { continuesScene, differs, mentionsNew } from "../conversation-checks";
import type { Check, Skill, Turn } from "../types";

export const BLIND2 = "(blind set #2)";

export const say = (text: string, skill: Skill, check: Check): Turn => ({ say: text, skill, check });

/** Another reply to the previous message: different from the one it replaces, and still right. */
export const regenerate = (check: Check): Turn => ({
  say: "(regenerate)",
  skill: "regenerate",
  regenerate: true,
  check: all(differs(), check),
});

/** Words as the sets write them: "Marigold/freighter/cargo hold". */
const words = (list: string) => list.split("/");

/** One of the words, not typed by the member in this message (mentionsNew). */
export const news = (list: string): Check => mentionsNew(...words(list));

/** A scene continued with what the story named, bringing at least one of them the member did not type now. */
export const scene = (list: string): Check => all(continuesScene(...words(list)), news(list));

/** Concrete advice: steps about the subject, naming something of it the member did not type. */
export const coach = (list: string): Check => all(steps(...words(list)), news(list));

/** A role-play action, answered by the scene continued (`scene`). */
export const act = (text: string, list: string): Turn => say(text, "role-play", scene(list));

/** A message answered by one of the words the member did not type (`news`). */
export const ask = (text: string, skill: Skill, list: string): Turn => say(text, skill, news(list));

/** A greeting back: the member's name, a greeting word they did not use, or something of the bot's setting. */
export const hello = (user: string, ...setting: string[]): Check =>
  mentionsNew(
    user,
    "hello",
    "hey",
    "welcome",
    "good morning",
    "good evening",
    "morning",
    "evening",
    "greetings",
    "there you are",
    ...setting,
  );

/** A goodbye in words the member did not use. */
export const goodbye = (...extra: string[]): Check =>
  mentionsNew(
    "bye",
    "goodbye",
    "good night",
    "goodnight",
    "night",
    "see you",
    "take care",
    "farewell",
    "sleep well",
    "sweet dreams",
    "rest well",
    "safe travels",
    "later",
    "anytime",
    "good luck",
    ...extra,
  );

const pad = (n: number) => String(n).padStart(2, "0");

/** A clock time, written the 24-hour way ("20:43") or the 12-hour way ("8:43", "8.43 pm"). */
export function saysTime(hour24: number, minute: number): Check {
  const hours = [...new Set([hour24, hour24 % 12 || 12])];
  const re = new RegExp(`(?<![\\d:.])0?(?:${hours.join("|")})[:.]${pad(minute)}(?!\\d)`);
  return {
    label: `says ${hour24}:${pad(minute)}`,
    run: (reply) => (re.test(reply) ? pass : fail(`no ${hour24}:${pad(minute)}`)),
  };
}

const WORD_NUMBERS: Record<string, number> = {
  an: 1,
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Every duration the reply states, in minutes ("2 h 45 min", "2 hours and 45 minutes", "165 minutes", "1.6 hours"). */
export function durationsIn(reply: string): number[] {
  const text = reply
    .toLowerCase()
    .replace(/\bhalf an hour\b/g, "30 minutes")
    .replace(
      /\b(an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=\s+hours?\b)/g,
      (w) => String(WORD_NUMBERS[w]),
    );
  const found: number[] = [];
  const hours =
    /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)(?![a-z])(?:,?\s*(?:and\s+)?(\d{1,2})(?:\s*(?:m|mins?|minutes?)(?![a-z]))?(?!\d))?/g;
  for (const m of text.matchAll(hours)) found.push(Number(m[1]) * 60 + Number(m[2] ?? 0));
  const minutesOnly = /(?<![\d.])(\d+)\s*(?:mins?|minutes?)(?![a-z])/g;
  for (const m of text.matchAll(minutesOnly)) found.push(Number(m[1]));
  return found;
}

/** A duration of `minutes`, within `tolerance` minutes, in whatever units the reply writes it. */
export function duration(minutes: number, tolerance = 0): Check {
  return {
    label: `lasts ${minutes} min`,
    run: (reply) => {
      const found = durationsIn(reply);
      return found.some((d) => Math.abs(d - minutes) <= tolerance)
        ? pass
        : fail(`no ${minutes} minutes (found ${found.join(", ") || "no durations"})`);
    },
  };
}

/** A riddle put to the member: a question in the reply, shaped like a riddle. */
export function asksRiddle(): Check {
  const shaped = mentionsNew(
    "what am i",
    "who am i",
    "what has",
    "what is it",
    "what can",
    "what gets",
    "what goes",
    "what runs",
    "i have",
    "i am",
    "i speak",
    "the more",
  );
  return {
    label: "asks a riddle",
    run: (reply, ctx) => (spoken(reply).includes("?") ? shaped.run(reply, ctx) : fail("no question")),
  };
}

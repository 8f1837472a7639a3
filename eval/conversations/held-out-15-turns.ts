// The fifteen-turn held-out set's markers and turns (its conversations are in held-out-15.ts and
// held-out-15-more.ts). Written from what a newcomer met in a first session with the
// offline engine (the bot's name taken as the topic, word problems refused, scenes answered with
// small talk, the same closing question again and again, a regenerate that only swapped the
// question) and from new conversations: role-play, advice, small talk, numbers and regenerates.
// Every turn is also checked for filler: no sentence one of the previous nine replies said. Its
// figure is reported on its own, apart from the older sets.
import { all, mentions, number } from "../checks";
import { differs, noFiller } from "../conversation-checks";
import type { Check, Skill, Turn } from "../types";

export const HELD_OUT_15 = "(held out, 15 turns)";
/** Written after the engine work on this set was done, run once and never tuned on. */
export const UNTUNED = "(written after tuning)";

export function say(text: string, skill: Skill, check: Check): Turn {
  // A recap repeats what happened by design; every other reply must not repeat the last ones.
  return { say: text, skill, check: skill === "recap" ? check : all(check, noFiller()) };
}
/** Another reply to the previous message: different words, still an answer. */
export function regenerate(check?: Check): Turn {
  return {
    say: "(regenerate)",
    skill: "regenerate",
    check: check ? all(differs(), noFiller(), check) : all(differs(), noFiller()),
    regenerate: true,
  };
}
export const money = (text: string, expected: number, unit: string) =>
  say(text, "word problem", all(number(expected), mentions(unit)));

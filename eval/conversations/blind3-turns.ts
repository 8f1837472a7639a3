// Blind set #3's marker and the checks its turns share: a number said in digits or in words, a
// figure inside a sensible range, a scene continued with something the member did not type, and a
// goodbye that is more than the member's own goodbye said back.
import { all, fail, mentions, numbersIn, pass } from "../checks";
import { continuesScene, mentionsNew } from "../conversation-checks";
import type { Check } from "../types";

export const BLIND3 = "(blind set #3)";

const SMALL = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const WORD_NUMBER = new RegExp(
  `\\b(?:(${TENS.join("|")})(?:[- ](${SMALL.slice(1, 10).join("|")}))?|(${SMALL.join("|")}))\\b`,
  "gi",
);

/** Numbers written as words, up to ninety-nine ("four", "twenty-five", "ninety"). */
export function wordNumbersIn(reply: string): number[] {
  return [...reply.matchAll(WORD_NUMBER)].map(([, tens, unit, small]) =>
    small !== undefined
      ? SMALL.indexOf(small.toLowerCase())
      : (TENS.indexOf(tens!.toLowerCase()) + 2) * 10 + (unit ? SMALL.indexOf(unit.toLowerCase()) : 0),
  );
}

/** Every number the reply states, in digits ("1,024", "3.50") or in words ("twelve"). */
const allNumbers = (reply: string) => [...numbersIn(reply), ...wordNumbersIn(reply)];

/** Passes when the reply states `expected`, in digits or words, within a relative tolerance. */
export function amount(expected: number, tolerance = 0): Check {
  return {
    label: `= ${expected}`,
    run: (reply) => {
      const found = allNumbers(reply);
      const near = (n: number) => Math.abs(n - expected) <= Math.max(1e-9, tolerance * Math.abs(expected));
      return found.some(near) ? pass : fail(`no ${expected} (found ${found.join(", ") || "no numbers"})`);
    },
  };
}

/** Passes when the reply gives a figure between `low` and `high` with its unit (an oven time, a temperature). */
export function between(low: number, high: number, ...unit: string[]): Check {
  const withUnit = mentions(...unit);
  return {
    label: `${low}–${high} ${unit[0]}`,
    run: (reply, ctx) => {
      const found = allNumbers(reply);
      if (!found.some((n) => n >= low && n <= high)) return fail(`no figure from ${low} to ${high}`);
      return withUnit.run(reply, ctx);
    },
  };
}

/** A word list written "gold/hoard/rub", so a turn and its check stay on a line or two. */
export const words = (list: string): string[] => list.split("/");

/** `mentionsNew` over a slash-separated list: a listed word the member did not type in this message. */
export const fresh = (list: string): Check => mentionsNew(...words(list));

/** A scene continued (two sentences, no small talk) with a listed word the member did not type. */
export function scene(list: string): Check {
  return all(continuesScene(...words(list)), fresh(list));
}

const BYE = [
  "bye",
  "goodbye",
  "good night",
  "goodnight",
  "night",
  "farewell",
  "see you",
  "see ya",
  "cya",
  "take care",
  "later",
  "until",
  "sleep well",
  "sweet dreams",
  "safe travels",
  "cheerio",
  "adieu",
  "au revoir",
  "adeus",
  "tchau",
  "ciao",
  "peace",
  "off you go",
  "go well",
  "talk soon",
  "sleep tight",
  "next time",
  "catch you",
];

/**
 * A goodbye: a leave-taking word, and something the member's message did not hold (another way of
 * saying goodbye, a "you're welcome", their name, a fact of the chat), so saying their goodbye back
 * word for word does not pass.
 */
export function farewell(...extra: string[]): Check {
  return {
    ...all(
      mentions(...BYE),
      mentionsNew(
        ...BYE,
        "welcome",
        "pleasure",
        "anytime",
        "glad",
        "care",
        "luck",
        "soon",
        "again",
        ...extra,
      ),
    ),
    label: "says goodbye in its own words",
  };
}

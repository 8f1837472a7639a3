// Blind set #6's turns and the checks its conversations share. Numbers, clock times, ranges, recaps,
// recall and goodbyes are judged by blind set #5's readers (one definition of each); what is new here
// is a scene that must bring a fact the member did not type, amounts in a recipe, a week's plan, a
// practice question, and an oven temperature converted from the one the bot gave.
import { all, either, fail, pass } from "../checks";
import { continuesScene, mentionsNew } from "../conversation-checks";
import type { Check } from "../types";
import { amount, between, minutesBetween, valuesIn } from "./blind5-turns";

export const BLIND6 = "(blind set #6)";

// A turn and a regenerate are written as blind set #2's are.
export { regenerate, say } from "./blind2-turns";

/** Any of the "|"-separated words or phrases, one the member did not type in this message. */
export const fresh = (words: string): Check => mentionsNew(...words.split("|"));

/**
 * A scene continued with at least one of the "|"-separated facts that the member did not type in this
 * message: a person, place or object named earlier, or what this action plainly brings (a lid, a tide).
 */
export const scene = (facts: string): Check =>
  all(continuesScene(...facts.split("|")), mentionsNew(...facts.split("|")));

/** Quantities written with a cooking unit: "200 g", "2 tbsp", "one can", "400ml", "½ tsp". */
const MEASURE =
  /(?<![\p{L}\d])(?:\d+(?:[.,/]\d+)?|½|¼|¾|one|two|three|four|five|six|half an?|a)\s*(?:g|grams?|kg|ml|l|litres?|liters?|tbsp|tsp|tablespoons?|teaspoons?|cups?|cans?|tins?|cloves?|handfuls?|pinch(?:es)?|oz|ounces?)\b/giu;

/** A recipe with amounts: at least `n` measured quantities. */
export function measured(n = 2): Check {
  return {
    label: `${n}+ measured amounts`,
    run: (reply) => {
      const found = reply.match(MEASURE)?.length ?? 0;
      return found >= n ? pass : fail(`${found} measured amounts`);
    },
  };
}

/** Sets and reps: a count of sets or reps ("3 sets of 5", "3x5", "five reps"). */
export function setsAndReps(): Check {
  const re =
    /\b(?:\d+\s*(?:[-–]\s*\d+\s*)?(?:sets?|reps?|repetitions?)|(?:two|three|four|five|six|seven|eight|ten|twelve)\s*(?:[-–]\s*\d+\s*)?(?:sets|reps|repetitions))\b|\b\d+\s*[x×]\s*\d+\b/i;
  return {
    label: "sets or reps counted",
    run: (reply) => (re.test(reply) ? pass : fail("no count of sets or reps")),
  };
}

const DAYS =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\b|\bday \d\b/gi;

/** A week laid out: at least three days of the week (or "day 1", "day 2"...) named. */
export function weekPlan(): Check {
  return {
    label: "a plan over named days",
    run: (reply) => {
      const days = new Set(
        (reply.match(DAYS) ?? []).map((d) => (/\d/.test(d) ? d.toLowerCase() : d.toLowerCase().slice(0, 3))),
      );
      return days.size >= 3 ? pass : fail(`${days.size} days named`);
    },
  };
}

/** A practice question: it asks something, with at least two figures, about one of the topics. */
export function practiceQuestion(...topic: string[]): Check {
  const about = mentionsNew(...topic);
  return {
    label: `a practice question about ${topic[0]}`,
    run: (reply, ctx) => {
      if (!/\?/.test(reply)) return fail("no question");
      if (valuesIn(reply).length < 2) return fail("fewer than two figures");
      return about.run(reply, ctx);
    },
  };
}

/** The oven in °F: the °C the bot gave in its last reply that named one, converted; else 350–450 °F. */
export function fahrenheitOfOwnCelsius(): Check {
  const unitF = "\\s*(?:°|º|degrees?)?\\s*(?:F\\b|fahrenheit)";
  return {
    label: "the bot's own °C in °F",
    run: (reply, ctx) => {
      const given = [...ctx.earlier]
        .reverse()
        .map((r) => r.match(/(\d{3})\s*(?:°|º|degrees?)\s*C?\b(?!\s*F)/i))
        .find((m) => m);
      const celsius = given ? Number(given[1]) : undefined;
      const check =
        celsius && celsius >= 100 && celsius <= 260
          ? amount((celsius * 9) / 5 + 32, 0.03, unitF)
          : between(350, 450, unitF);
      return check.run(reply, ctx);
    },
  };
}

/** A title named in quotes or italics ("Sharknado", *The Room*), or one of the famous bad films. */
export function namesAFilm(): Check {
  const known = mentionsNew(
    "Sharknado",
    "The Room",
    "Cats",
    "Troll 2",
    "Birdemic",
    "Plan 9",
    "Snakes on a Plane",
    "Mac and Me",
    "Battlefield Earth",
    "Catwoman",
    "Gigli",
    "Showgirls",
    "Cool as Ice",
  );
  return {
    label: "names a film",
    run: (reply, ctx) => (/["“*_][A-Z][^"”*_\n]{2,40}["”*_]/.test(reply) ? pass : known.run(reply, ctx)),
  };
}

/** The answer stated first: the reply's first figure is `expected` (a reply leading with a wrong sum fails). */
export function leads(expected: number, tolerance = 0.001): Check {
  return {
    label: `leads with ${expected}`,
    run: (reply) => {
      const first = valuesIn(reply)[0];
      return first !== undefined && Math.abs(first - expected) <= tolerance * Math.abs(expected)
        ? pass
        : fail(`leads with ${first ?? "no figure"}`);
    },
  };
}

/** An amount of money in pounds ("£6", "6 pounds", "six quid"), not a figure the member gave for something else. */
export function pounds(expected: number): Check {
  const sign = {
    label: `£${expected}`,
    run: (reply: string) =>
      [...reply.matchAll(/£\s?(\d+(?:\.\d+)?)/g)].some((m) => Math.abs(Number(m[1]) - expected) < 0.005)
        ? pass
        : fail(`no £${expected}`),
  };
  return either(sign, amount(expected, 0, "\\s?(?:pounds?|quid)"));
}

const SECONDS = "\\s?s(?:ec(?:ond)?s?)?\\b";

/**
 * A duration between `lo` and `hi` minutes in any usual form: "about an hour", "2h 40m", "2 hrs 40",
 * "56.7 min", or as seconds ("1,440 seconds").
 */
export function duration(lo: number, hi: number): Check {
  const words = minutesBetween(lo, hi);
  const inSeconds = between(lo * 60, hi * 60, SECONDS);
  return {
    label: `${lo}-${hi} minutes`,
    run: (reply, ctx) => {
      const short = [
        ...reply.matchAll(/(\d+)\s*(?:h|hrs?|hours?)\s*(?:and\s*)?(\d+)\s*(?:m\b|mins?\b|minutes?)/gi),
      ];
      const total = short.map((m) => Number(m[1]) * 60 + Number(m[2]));
      if (total.some((t) => t >= lo && t <= hi)) return pass;
      return either(words, inSeconds).run(reply, ctx);
    },
  };
}

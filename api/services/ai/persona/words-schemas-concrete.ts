// The shapes of the concrete things the advice family gives: the extra fields a recipe of
// words/recipes.json may carry (what it makes, its oven, its time, its own swaps) and
// words/recipe-book.json, the lines a recipe card and its follow-ups are said in;
// words/exercises.json, the exercise book; words/advice-script.json, the words to say about the
// member's own situation. Spread into words-schemas.ts.
import { z } from "zod";
import { lines } from "./words-lines";

/** The fields a recipe adds for the recipe book (recipe-book.ts, recipe-followups.ts). */
export const recipeFields = {
  /** What one batch makes ("1 loaf", "12 muffins"): "and for 2 loaves?" scales by it. */
  makes: z
    .object({ qty: z.number().positive(), unit: z.string().min(1) })
    .strict()
    .optional(),
  /** Oven temperature (°C, conventional) and the baking time, least and most. */
  oven: z
    .object({ c: z.number().positive(), minutes: z.tuple([z.number().positive(), z.number().positive()]) })
    .strict()
    .optional(),
  /** Time start to finish, in minutes, for a dish not baked. */
  minutes: z.number().positive().optional(),
  /** Why this dish, in a sentence, when it is suggested rather than written out. */
  pitch: z.string().min(1).optional(),
  /** The touch that lifts it ("how do I beat her?", "make it special"). */
  extra: z.string().min(1).optional(),
  /** The recipe's own answer to a missing ingredient (`about` is a pattern). */
  swaps: z.array(z.object({ about: z.string().min(1), line: z.string().min(1) }).strict()).optional(),
};

export function recipeSchemas(pattern: z.ZodType<string>) {
  const DISH = ["dish", "pet"];
  return {
    recipeBook: z
      .object({
        intro: lines([...DISH, "yield"]),
        method: lines(),
        oven: lines(["c", "f", "fan", "lo", "hi"]),
        ovenAsked: lines([...DISH, "c", "f", "fan", "lo", "hi"]),
        timeAsked: lines([...DISH, "minutes"]),
        scaled: lines(["yield", "Yield", "times", "amounts", "bake", "pet"]),
        twoTins: z.string().min(1),
        meatless: lines([...DISH, "swaps"]),
        noMeat: lines(DISH),
        swapFirst: lines([...DISH, "line"]),
        /** A meat or fish ingredient and what a vegetarian cook uses instead, the same amount. */
        meatSwaps: z.array(z.object({ about: pattern, to: z.string().min(1) }).strict()).min(1),
        swapTail: z.string().min(1),
        /** "How do I beat her?" about the recipe in hand: its {extra}. */
        better: lines([...DISH, "extra"]),
        /** A dish suggested for an occasion ("any hot dish for a rainy night?"), with its pitch. */
        suggest: lines([...DISH, "pitch"]),
      })
      .strict(),
  };
}

/** words/exercises.json: the exercise book, each exercise with the body part it is for. */
export function exerciseSchemas(pattern: z.ZodType<string>) {
  const PART = ["name", "steps", "hold", "reps", "pet"];
  return {
    exercises: z
      .object({
        exercises: z
          .array(
            z
              .object({
                name: z.string().min(1),
                /** The body part or the trouble it is for. */
                area: pattern,
                steps: lines(),
                /** Seconds to hold, times to do it, minutes it takes in a routine. */
                hold: z.number().positive(),
                reps: z.number().int().positive(),
                minutes: z.number().int().positive(),
              })
              .strict(),
          )
          .min(1),
        given: lines(PART),
        hold: lines(PART),
        routine: lines(["minutes"]),
        part: z.string().min(1),
        partOne: z.string().min(1),
        close: lines(),
        /** "What was the first one called?": the exercise given first. */
        called: lines(PART),
      })
      .strict(),
  };
}

/** words/advice-script.json: the words to say about the member's own situation, and a plan for it. */
export function scriptSchemas(pattern: z.ZodType<string>) {
  const kind = { want: z.string().min(1), reasons: lines(), plan: lines() };
  return {
    adviceScript: z
      .object({
        /** What the situation is about (pay, hours, workload): what to ask for, why yes, the steps. */
        kinds: z.array(z.object({ kind: z.string().min(1), about: pattern, ...kind }).strict()).min(1),
        general: z.object(kind).strict(),
        say: lines(["situation", "figure", "want"]),
        open: lines(["situation", "want"]),
        /** The situation just told, with a grievance in it: said back, and what to do first. */
        told: lines(["situation", "want"]),
        why: lines(["reasons"]),
        planIntro: lines(["span", "goal"]),
        goal: z.string().min(1),
      })
      .strict(),
  };
}

/**
 * words/body-care.json: what is fine and what to skip when pregnant, on a period, with a cold; how
 * much water, coffee or sleep.
 */
export function bodyCareSchemas(pattern: z.ZodType<string>) {
  const WHO = ["who", "pet"];
  return {
    bodyCare: z
      .object({
        conditions: z
          .array(
            z
              .object({
                condition: z.string().min(1),
                about: pattern,
                ok: lines(WHO),
                skip: lines(WHO),
                /** Said first, once in a chat: who should give the go-ahead. */
                pro: z.string().min(1).optional(),
              })
              .strict(),
          )
          .min(1),
        /** "How much water should I drink, in ml?": the everyday amount, in the common units. */
        amounts: z.array(z.object({ about: pattern, lines: lines(WHO) }).strict()).min(1),
        asks: z.object({ ok: pattern, skip: pattern, amount: pattern }).strict(),
      })
      .strict(),
  };
}

/** words/idioms.json: English idioms and what they mean, for "what does 'break a leg' mean?". */
export const idiomSchemas = {
  idioms: z
    .object({
      idioms: z
        .array(
          z
            .object({
              idiom: z.string().min(1),
              means: z.string().min(1),
              note: z.string().min(1).optional(),
            })
            .strict(),
        )
        .min(1),
      lines: lines(["idiom", "means", "pet"]),
    })
    .strict(),
};

/** words/plans.json: ideas to surprise someone by what they do, and a day's timeline. */
export function planSchemas(pattern: z.ZodType<string>) {
  const THEM = ["they", "them", "their", "who", "place", "pet"];
  return {
    plans: z
      .object({
        ideas: z
          .object({
            jobs: z.array(z.object({ about: pattern, ideas: lines(THEM) }).strict()).min(1),
            general: lines(THEM),
            intro: lines(THEM),
            place: z.string().min(1),
          })
          .strict(),
        timeline: z
          .object({
            intro: lines(["day"]),
            fixed: z.array(z.object({ at: z.string().min(1), what: z.string().min(1) }).strict()).min(1),
            slots: z.array(z.string().min(1)).min(1),
            free: lines(),
          })
          .strict(),
      })
      .strict(),
  };
}

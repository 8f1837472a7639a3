// The shape of words/advice-default.json (advice-default.ts): the default answer to an advice
// question or an opinion asked of the bot, by the question's shape, filled with the parts the
// message names (its named groups) and the person of the chat. Spread into words-schemas.ts.
import { z } from "zod";
import { lines } from "./words-lines";
import { recipeFields } from "./words-schemas-concrete";
import { tutorSchemas } from "./words-schemas-lang";

/** What a line may name: the message's named groups, the chat's person, the pet name. */
const SLOTS = [
  "pet",
  "person",
  "missed",
  "what",
  "thing",
  "period",
  "skill",
  "habit",
  "instead",
  "goal",
  "act",
  "who",
  "said",
  "x",
  "a",
  "b",
  "cond",
  "doing",
  "pick",
  "pick2",
  "pick3",
  "pick4",
];

function shapeOf(regex: z.ZodType<string>) {
  return z
    .object({
      /** The shape of the question ("how often", "what do I say"), with named groups for its parts. */
      ask: regex,
      /** Also true of the message ("am I screwed?" after "I skipped…"). */
      also: regex.optional(),
      /** Never true of the message (a sum: the number engine's). */
      not: regex.optional(),
      /** Steps on file for the message's subject (words/advice.json) answer it instead. */
      yields: z.boolean().optional(),
      /** What the message or the recent chat must be about for these lines ("vegetarian", a run). */
      about: regex.optional(),
      lines: lines(SLOTS),
    })
    .strict();
}

/** `pattern` is words-schemas.ts's check that a string compiles as a regular expression. */
/** What the lines of words/advice-needs.json may name: the chat's activity and its numbers. */
const NEEDS = ["activity", "weeks", "km", "days", "person", "self", "who", "pet"];

function needsSchema(pattern: z.ZodType<string>) {
  return z
    .object({
      /** What a question asks for ("what do we pack?" → pack), whatever the activity. */
      facets: z
        .array(
          z
            .object({
              facet: z.string().min(1),
              ask: pattern,
              /** Answered with another facet's lines ("help, I signed up…" → train). */
              lines: z.string().min(1).optional(),
              /** The activity must be named in the message itself, not earlier. */
              here: z.boolean().optional(),
              /** false: no general answer for an activity not on file. */
              general: z.boolean().optional(),
            })
            .strict(),
        )
        .min(1),
      /** An activity the chat names, and its own answer to each facet. */
      activities: z
        .array(
          z
            .object({
              activity: z.string().min(1),
              about: pattern,
              lines: z.record(z.string(), lines(NEEDS)),
            })
            .strict(),
        )
        .min(1),
      /** A facet asked about an activity not on file: {activity} is the member's own words for it. */
      general: z.record(z.string(), lines(NEEDS)),
      /** A problem named in the question (blisters, a heckler, no whisk), answered whatever the activity. */
      problems: z.array(z.object({ about: pattern, lines: lines(NEEDS) }).strict()).min(1),
      /** "Why not cotton?": the reason against a thing. */
      reasons: z.array(z.object({ x: pattern, why: lines() }).strict()).min(1),
      /** "Why not X?" with no reason on file: the last advice ({last}) is the reason. */
      why: lines(["x", "last"]),
      /** "3 must-sees in Rome?": a city's sights, each with its reason, as many as asked. */
      sights: z
        .object({
          ask: pattern,
          cities: z
            .array(z.object({ city: z.string().min(1), names: pattern, sights: lines() }).strict())
            .min(1),
          lines: lines(["count", "city", "list"]),
        })
        .strict(),
    })
    .strict();
}

export function adviceSchemas(pattern: z.ZodType<string>) {
  const shape = shapeOf(pattern);
  return {
    ...tutorSchemas,
    adviceNeeds: needsSchema(pattern),
    adviceDefault: z
      .object({
        /** Advice and kitchen questions, most particular first. */
        shapes: z.array(shape.extend({ shape: z.string().min(1) }).strict()).min(1),
        /** Opinions asked of the bot: a position and its reason. */
        takes: z.array(shape.extend({ take: z.string().min(1) }).strict()).min(1),
        /** The bot's picks of a kind (a poem, a record, a game), each with its reason. */
        picks: z.array(z.object({ kinds: pattern, options: lines() }).strict()).min(1),
      })
      .strict(),
    kitchenParts: z
      .object({
        /** The kinds of thing an item is, and how much of it one person gets. */
        items: z
          .array(
            z
              .object({
                kind: z.string().min(1),
                /** The dish's main kind it counts as ("veg" for a potato, which is counted whole). */
                as: z.string().min(1).optional(),
                about: pattern,
                qty: z.number().positive(),
                unit: z.string(),
              })
              .strict(),
          )
          .min(1),
        /** The dish a main kind makes: its method, with {main} the main item and {others} the rest. */
        dishes: z
          .array(
            z
              .object({
                main: z.string().min(1),
                dish: z.string().min(1),
                name: z.string().min(1),
                lines: lines(["main", "others", "pet"]),
                /** The method, one step a line, for the amounts' answer. */
                steps: lines(["main", "others"]),
                /** Its oven, for "what temp?" and "how long in the oven?" after it. */
                oven: recipeFields.oven,
              })
              .strict(),
          )
          .min(1),
        /** "Amounts for 2?": the intro to the list of amounts for {people}. */
        amounts: lines(["people", "pet"]),
        /** "What temp for the oven?" after the dish: {dish}, {c}, {f}, {fan}, {lo}, {hi}. */
        ovenAsked: lines(["dish", "c", "f", "fan", "lo", "hi"]),
        /** Said instead of the method when it was given already. */
        again: lines(),
        /** A dish not on file, by the cooking its name says ("soup", "cake"): steps with {main}. */
        methods: z.array(z.object({ about: pattern, steps: lines(["main"]) }).strict()).min(1),
        /** …else by the kind of its main item (meat, fish, veg). */
        byKind: z.array(z.object({ kind: z.string().min(1), steps: lines(["main"]) }).strict()).min(1),
        /** The intro to such a method, with {dish}. */
        method: lines(["dish"]),
      })
      .strict(),
  };
}

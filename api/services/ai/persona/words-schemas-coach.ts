// The shape of words/coach.json (coach.ts, coach-facts.ts, kitchen.ts): situations a member asks
// advice about, each with the lines for what a question asks (what to say, how long, what if…),
// filled with the facts the member told; and the kitchen's cooking times, sides and portions.
// The helpers come from words-schemas.ts, which spreads this in (no import back, no cycle).
import { z } from "zod";

/** The facts coach-facts.ts reads from the chat, as {placeholders} a line may use. */
export const COACH_SLOTS = [
  "pet",
  "me",
  "person",
  "person2",
  "rel",
  "rel2",
  "met",
  "offer",
  "ask",
  "gap",
  "gappct",
  "counter",
  "said",
  "hours",
  "count",
  "unit",
  "guests",
] as const;

/** What a question asks, by its shape (coach-shape.ts); a situation has lines for some of these. */
export const FACETS = [
  "luck",
  "when",
  "define",
  "wobble",
  "nerves",
  "whatIf",
  "howMuch",
  "mention",
  "worth",
  "enough",
  "howLong",
  "close",
  "say",
  "delivery",
  "advice",
  "steps",
  "struggle",
  "funny",
  "told",
  "part",
  "partReply",
] as const;

type Lines = (placeholders?: readonly string[]) => z.ZodTypeAny;

export function coachSchemas(lines: Lines, pattern: z.ZodTypeAny) {
  const slotted = lines(COACH_SLOTS);
  return {
    coach: z
      .object({
        // The shapes of question, tried in order: the first that matches names the facet.
        asks: z.array(z.object({ facet: z.enum(FACETS), pattern }).strict()).min(1),
        situations: z
          .array(
            z
              .object({
                name: z.string().min(1),
                // The words that say a message is about it ("salary", "toast", "desk").
                about: pattern,
                // Named in passing ("my boss"), it gives way to the situation the chat is already in.
                defers: z.boolean().optional(),
                lines: z.object(Object.fromEntries(FACETS.map((f) => [f, slotted.optional()]))).strict(),
              })
              .strict(),
          )
          .min(1),
        // A question about one's own nerves or luck with no situation on file: care, then a tip.
        general: z.object({ wobble: slotted, nerves: slotted, luck: slotted }).strict(),
        kitchen: z
          .object({
            // "How long do I cook the chicken?": time and the sign it is done, by ingredient.
            cooking: z.array(z.object({ about: pattern, lines: lines(["pet"]) }).strict()).min(1),
            // "What's a good side for this?": by the dish the chat is about.
            sides: z.array(z.object({ about: pattern, lines: lines(["pet", "dish"]) }).strict()).min(1),
            // "What can I use instead of cornflour?": the swap, by the ingredient missing.
            swaps: z.array(z.object({ about: pattern, lines: lines(["pet"]) }).strict()).min(1),
            // The amounts of a recipe scaled to a number of people.
            portions: lines(["people", "amounts", "times", "pet"]),
          })
          .strict(),
      })
      .strict(),
  };
}

/** A recipe's amounts, for scaling (words/recipes.json "amounts", for `serves` people). */
export const amountSchema = z
  .object({ qty: z.number().positive(), unit: z.string(), what: z.string().min(1) })
  .strict();

// The shape of words/tutor-phrases.json (tutor-lexicon.ts, tutor-phrases.ts): a small bilingual
// lexicon per language a tutor teaches (nouns with gender and plural, adjectives in their four
// forms, numbers 1–100, set phrases, function words) and the frames a phrase is built in. Spread into
// words-schemas.ts through words-schemas-advice.ts.
import { z } from "zod";
import { lines } from "./words-lines";

const word = z.string().min(1);
/** A frame in which only the {placeholders} listed are filled. */
const frame = (...slots: string[]) =>
  word.refine((line) => [...line.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(m[1]!.toLowerCase())), {
    message: `a {placeholder} other than ${slots.map((p) => `{${p}}`).join(", ")}`,
  });
/** The frames a phrase is built in: a request, "N X please", "where is X", "how much is X"… */
const frames = () =>
  z
    .object({
      request: frame("items"),
      please: frame("items"),
      where: frame("np"),
      whereMany: frame("np"),
      have: frame("np"),
      it: frame("adj"),
      name: frame("name"),
      cost: frame("np"),
      costMany: frame("np"),
      love: frame("np"),
    })
    .strict();

const language = z
  .object({
    /** The language's name in English, as the tutor says it ("French"). */
    name: word,
    /** The names a member gives it ("french|français"), as a pattern's alternatives. */
    names: word,
    and: word,
    please: word,
    /** Articles by gender and number; "elided" before a vowel, "plf" a feminine plural. */
    the: z.object({ m: word, f: word, pl: word, plf: word.optional(), elided: word.optional() }).strict(),
    a: z.object({ m: word, f: word, pl: word, plf: word.optional() }).strict(),
    /** "Some" before a singular noun ("du pain"), for a language that says it. */
    some: z.object({ m: word, f: word, elided: word.optional() }).strict().optional(),
    /** "My" by gender and number (a feminine noun starting with a vowel takes the masculine in French). */
    my: z.object({ m: word, f: word, pl: word }).strict(),
    /** "For" before a number of people ("a table for two"). */
    for: word,
    of: word,
    ofElided: word.optional(),
    /** "is"/"are" before an adjective of state ("the crepes are ready"). */
    be: z.object({ one: word, many: word }).strict(),
    it: word,
    /** The numbers 1 to 100 as words, in order; "un" becomes "une" before a feminine noun. */
    numbers: z.array(word).length(100),
    /** English singular → [singular, plural, gender]. */
    nouns: z.record(word, z.tuple([word, word, z.enum(["m", "f"])])),
    /** English → the four forms (masculine, feminine, masculine plural, feminine plural). */
    adjectives: z.record(
      word,
      z.object({ forms: z.tuple([word, word, word, word]), before: z.boolean().optional() }).strict(),
    ),
    /** Set phrases: the English ways of putting it, and what is said. */
    phrases: z.array(z.object({ en: z.array(word).min(1), say: word }).strict()).min(1),
    /** Function words, read back into English ("de" → "of"); "" for a word English leaves out. */
    words: z.record(word, z.string()),
    frames: frames(),
  })
  .strict();

export const tutorSchemas = {
  tutorPhrases: z
    .object({
      languages: z.record(word, language),
      english: z
        .object({
          /** English plurals the +s/+es/-ies rules get wrong. */
          plurals: z.record(word, word),
          /** Where a traveller orders ("bakery"), the names a member gives it, and a first order there. */
          places: z.array(z.object({ place: word, names: word, order: word }).strict()).min(1),
          frames: frames(),
        })
        .strict(),
      lines: z
        .object({
          /** A phrase given: {said} in the language, {en} its English, {lang} the language's name. */
          say: lines(["said", "en", "lang"]),
          /** A phrase read back: what {said} means in English, {en}. */
          mean: lines(["said", "en", "lang"]),
          /** Words the lexicon lacks ({need}): said plainly, never invented. */
          missing: lines(["need", "lang"]),
          meanMissing: lines(["known", "need", "lang"]),
          /** What to say at a {where} ({place} in the language): a greeting and an order. */
          place: lines(["where", "place", "order", "orderEn"]),
        })
        .strict(),
    })
    .strict(),
};

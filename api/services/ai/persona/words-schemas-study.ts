// The shapes of the study words: words/differences.json, "what's the difference between speed and
// velocity?" (study.ts: an entry answers when the message has a term of each of its two {match}
// lists), and words/study-topics.json, a school topic explained and practised ({match} terms are
// whole words of the message). Spread into words-schemas.ts.
import { z } from "zod";
import { lines } from "./words-lines";

const word = z.string().min(1);

export const studySchemas = {
  differences: z
    .object({
      pairs: z
        .array(
          z.object({ match: z.tuple([z.array(word).min(1), z.array(word).min(1)]), lines: lines() }).strict(),
        )
        .min(1),
    })
    .strict(),
  studyTopics: z
    .object({
      topics: z
        .array(
          z
            .object({
              match: z.array(word).min(1),
              explain: lines(),
              practice: z.array(z.object({ question: word, answer: word }).strict()).min(1),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
};

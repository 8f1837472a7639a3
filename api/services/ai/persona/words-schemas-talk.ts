// The shape of words/talk.json: the words small talk and recall read by (told-attached.ts).
import { z } from "zod";

const word = z.string().min(1);

export const talkSchemas = {
  talk: z
    .object({
      // "Delancey st" is Delancey Street: a short form and the noun it stands for.
      shortForms: z.record(word, word),
      // "what's the cheese I said I had?": the sorts of a kind, so "feta" answers "the cheese".
      sorts: z.record(word, z.array(word).min(1)),
    })
    .strict(),
};

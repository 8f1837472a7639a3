// The shape of words/scene-worlds.json: the worlds a scene can be set in (what each looks, sounds and
// turns like) and the beats composed from them, spread into words-schemas.ts.
import { z } from "zod";
import { lines } from "./words-lines";

/** One world: the card words that choose it, and the parts a beat is made of. */
const world = z
  .object({
    name: z.string().min(1),
    /** Words of a card that set a scene in this world ("nebula", "haunted"); none for the default. */
    match: z.array(z.string().min(1)),
    /** A sentence of what the place looks, sounds and feels like. */
    details: lines(),
    /** Something found, as a noun phrase ("a cargo crate with its seal cut"). */
    finds: lines(),
    /** A sentence in which something happens. */
    twists: lines(),
    /** Who someone named was, after "was" ("a scholar who…"). */
    who: lines(),
    /** Who or what sends, lit or left something nobody has named: a sentence. */
    sources: lines(),
    /** "What mystery?": what this world's story turns on. */
    premises: lines(),
    /** The bot doing what it is asked ("can you do a spell?"), as an *action*. */
    powers: lines(),
    /** What the bot's doing shows, towards the thing sought. */
    leads: lines(["thing"]),
  })
  .strict();

export const sceneSchemas = {
  sceneWorlds: z
    .object({
      worlds: z.array(world).min(1),
      /** A beat: what happens next, with something named earlier in the scene. */
      beats: lines(["detail", "find", "twist", "earlier"]),
      /** …and one with someone named earlier. */
      personBeats: lines(["detail", "find", "twist", "earlier", "person"]),
      /** "Who was Edmund Hale?" */
      whoIs: lines(["name", "who"]),
      /** "What do we see inside?" */
      whatSee: lines(["detail", "find", "find2"]),
      /** "Is Tali going to be ok?": someone named, with who and what helps. */
      outlook: lines(["person", "helper", "thing"]),
      /** "Can you do a spell to find it?": done, with what it shows. */
      doIt: lines(["power", "lead"]),
      /** "Which one?" among the options the member named. */
      pick: lines(["pick", "reason", "others"]),
      reasons: lines(),
      /** "Do you think Rosalind ever got the letters?": a view, with what the scene named. */
      doubt: lines(["thing", "earlier"]),
      /** A hint's second sentence: something named earlier to look at again. */
      hintBack: lines(["earlier"]),
      /** "I try the key", "I press it": what the member tried works. */
      outcomes: lines(["thing"]),
      /** A recap told again in a few words: who and what came up, in order. */
      recapShort: lines(["list"]),
    })
    .strict(),
};

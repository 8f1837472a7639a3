// The shape of words/scene-worlds.json: the worlds a scene can be set in (what each looks, sounds and
// turns like) and the beats composed from them, spread into words-schemas.ts.
import { z } from "zod";
import { lines } from "./words-lines";

/**
 * What something seen, heard or told in a world turns out to be ("glowing blue stuff" on a reef is
 * plankton; a crack underfoot on a glacier is a snow bridge): the words that call it up, and the
 * bot's reaction, each line saying the same thing in other words.
 */
const reaction = z
  .object({
    cues: z.array(z.string().min(1)).min(1),
    lines: lines(),
  })
  .strict();

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
    /** On the way somewhere (a course set, a ride, a sail): a sentence of the journey. */
    journeys: lines(),
    /** Who or what sends, lit or left something nobody has named: a sentence. */
    sources: lines(),
    /** "What mystery?": what this world's story turns on. */
    premises: lines(),
    /** The bot doing what it is asked ("can you do a spell?"), as an *action*. */
    powers: lines(),
    /** What the bot's doing shows, towards the thing sought. */
    leads: lines(["thing"]),
    /** Things seen, heard or told, and what they are; a world without them borrows the default's. */
    reactions: z.array(reaction).optional(),
    /** What a witness saw (inside quotes), of the thing taken or sought. */
    says: lines(["thing"]).optional(),
    /** The bot's line to someone who catches us somewhere we shouldn't be. */
    cover: lines(["name"]).optional(),
    /** What we tell someone to be lent the thing we need. */
    pitch: lines(["thing"]).optional(),
    /** "Where are we diving tonight?": somewhere in this world to go. */
    destinations: lines().optional(),
  })
  .strict();

/** A thing a scene may name, and what it is like: the words a beat takes it up with. */
const thing = z
  .object({
    /** The word and its forms as a member types them ("sneeze", "sneezed"); the first names it. */
    match: z.array(z.string().min(1)).min(1),
    /** What it is like ("sweet", "golden"). */
    is: z.array(z.string().min(1)).min(2),
    /** What comes with it, as noun phrases ("a smell of clover", "whiskers"). */
    has: z.array(z.string().min(1)).min(2),
    /** The world this telling is for ("a station" in space has docking rings, not a platform). */
    world: z.string().min(1).optional(),
  })
  .strict();

/** A change asked of a story ("make it slower"): the words that ask it and the lines it adds. */
const mood = z
  .object({
    name: z.string().min(1),
    match: z.array(z.string().min(1)).min(1),
    lines: lines(["the"]),
    /** What each of the story's own sentences is told again after ("Slowly,"), so none is said twice. */
    prefixes: lines(),
    /** The story is cut down rather than added to. */
    shorten: z.boolean().optional(),
  })
  .strict();

/** A thing put into a story ("put rain in it"): a sentence that brings it in, one that ends with it. */
const storyThing = z
  .object({
    match: z.array(z.string().min(1)).min(1),
    into: lines(["thing", "the"]),
    end: lines(["thing", "the"]),
    prefixes: lines(["thing"]),
  })
  .strict();

/** Someone's words, answering what they were asked in the scene, with who or what they name. */
const answerSlots = ["speaker", "their", "they", "say", "relative", "name", "relpron", "relpronobj"];

export const sceneSchemas = {
  /** words/scene-answers.json: a why, who or where asked in a scene, answered concretely (scene-why.ts). */
  sceneAnswers: z
    .object({
      /** Who a keepsake was from, and the pronoun they take. */
      relatives: z.array(z.object({ who: z.string().min(1), pron: z.enum(["she", "he"]) }).strict()).min(2),
      /** Their names, by the pronoun they take. */
      names: z.object({ she: lines(), he: lines() }).strict(),
      /** "Why would he care so much?": the thing is a keepsake, from someone named. */
      motive: lines([
        "person",
        "thing",
        "them",
        "their",
        "they",
        "have",
        "relative",
        "name",
        "relpron",
        "relpronobj",
      ]),
      /** "I ask him who gave it to him": their words, in quotes. */
      answersWho: lines(answerSlots),
      answersWhy: lines(answerSlots),
      answersWhere: lines([...answerSlots, "place"]),
      answersWhat: lines([...answerSlots, "thing"]),
      /** Where someone of a trade or kind would be found: the gardener in the conservatory. */
      haunts: z.array(z.object({ roles: lines(), places: lines() }).strict()).min(1),
      /** "Where would a gardener hide in a library?" */
      hideWhere: lines(["role", "here", "place"]),
      /** "What does the key open?": something small with a lock, and a place named earlier. */
      opens: lines(["thing", "one", "two", "earlier"]),
      lockables: lines(),
      /** An animal that went missing in the scene, found: relief, and it caught up gently. */
      found: lines(["name", "call", "kind"]),
    })
    .strict(),
  /** words/story-revise.json: the last story told again with the change asked (story-revise.ts). */
  storyRevise: z
    .object({
      leads: lines(),
      moods: z.array(mood).min(1),
      things: z.array(storyThing).min(1),
      anyThing: lines(["thing", "the"]),
      anyThingEnd: lines(["thing", "the"]),
      anyThingPrefixes: lines(["thing"]),
    })
    .strict(),
  /** words/scene-outcomes.json: what the bot is asked to do in a scene, done, with what it brings about. */
  sceneOutcomes: z
    .object({
      outcomes: z
        .array(z.object({ verbs: z.array(z.string().min(1)).min(1), lines: lines(["thing"]) }).strict())
        .min(1),
    })
    .strict(),
  sceneThings: z
    .object({
      things: z.array(thing).min(1),
      /** The member's thing taken up, with what it is like and what comes with it. */
      takeUp: lines(["thing", "is", "is2", "has", "has2"]),
      /** "Where do you keep the crown?": where, invented. */
      where: lines(["thing", "place"]),
      hidePlaces: lines(),
      /** A second thing of the same message, after the first one's line. */
      also: lines(["thing", "has"]),
      /** "What's it called?": a name invented for the thing, the same every time it is asked. */
      called: lines(["thing", "name"]),
      nameStarts: lines(),
      nameEnds: lines(),
      /** "Why is the clock stuck?": a reason, invented the same for the thing every time. */
      because: lines(["thing"]),
      /** "Where do I even start?": said before the card's own things. */
      start: lines(),
    })
    .strict(),
  sceneWorlds: z
    .object({
      worlds: z.array(world).min(1),
      /** A beat: what happens next, with something named earlier in the scene. */
      beats: lines(["detail", "find", "twist", "earlier"]),
      /** …and one where what was named earlier is a thing or a place ("near the altar"). */
      placeBeats: lines(["detail", "find", "twist", "earlier"]),
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
      /** "Is that the Salt Queen's bell??": it may well be, and the mark that says so. */
      isThat: lines(["thing", "name"]),
      /** A hint's second sentence: something named earlier to look at again. */
      hintBack: lines(["earlier"]),
      /** "I try the key", "I press it": what the member tried works. */
      outcomes: lines(["thing"]),
      /** "*sets the magnet next to the chronometer*": what it was set to answers. */
      applied: lines(["thing"]),
      /** A recap told again in a few words: who and what came up, in order. */
      recapShort: lines(["list"]),
      /** The member's move sets a choice ("3 doors: sun, moon and star"). */
      choosing: lines(["options"]),
      /** "Is the answer a shadow?" after a riddle: right, or not quite, with the answer. */
      guessRight: lines(["answer", "guess"]),
      guessWrong: lines(["answer", "guess"]),
      /** "Is that a shark??" when it is something else: said before what it is. */
      notThat: lines(["guess"]),
      /** "What does Odile say?": her words, in quotes. */
      witness: lines(["name", "words"]),
      /** "What do you say to him??": the bot's own line, in quotes. */
      speakTo: lines(["words"]),
      /** "What do we tell them?": what we say, in quotes. */
      tellThem: lines(["words"]),
      /** A note or a log read out by the member ("last entry says '…'"): its words taken up. */
      readQuote: lines(["quote", "person"]),
      /** What the card says the bot fears, met in the scene ("geese"): its fear, in its voice. */
      fear: lines(["thing"]),
      /** "Where are we going tonight?": the destination named. */
      whereTo: lines(["place"]),
      /** "Is that what you need?": the thing offered, for what the card says the bot needs. */
      offerYes: lines(["offer", "goal"]),
    })
    .strict(),
};

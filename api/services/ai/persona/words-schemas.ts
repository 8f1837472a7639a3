// The shape of every words/*.json file of the offline engine (read by words.ts): which lists each
// file has, that no list and no line is empty, and which {placeholders} a line may use (the ones
// the code fills). docs/character-voice.md explains them for writers and translators.
import { z } from "zod";
import { lines } from "./words-lines";
import { lifeSchemas } from "./words-schemas-life";
import { studySchemas } from "./words-schemas-study";
import { talkSchemas } from "./words-schemas-talk";
import { numberSchemas, wordRoleSchemas } from "./words-schemas-numbers";
import { adviceSchemas } from "./words-schemas-advice";
import { amountSchema, coachSchemas } from "./words-schemas-coach";
import {
  bodyCareSchemas,
  exerciseSchemas,
  idiomSchemas,
  planSchemas,
  recipeFields,
  recipeSchemas,
  scriptSchemas,
} from "./words-schemas-concrete";
import { sceneSchemas } from "./words-schemas-scene";

/** A regular expression written as a string (JSON has no literal for one), used case-insensitively. */
const pattern = z.string().refine(
  (source) => {
    try {
      new RegExp(source, "i");
      return true;
    } catch {
      return false;
    }
  },
  { message: "not a valid regular expression" },
);

const TONES = ["flirty", "coach", "calm", "witty", "playful", "warm"] as const;
const FEELINGS = ["sad", "happy", "stressed", "tired", "lonely", "angry", "bored", "fine"] as const;
const LANGS = ["fr", "es", "de", "pt", "it", "ja"] as const;
const FOREIGN_INTENTS = [
  "greeting",
  "howAreYou",
  "thanks",
  "goodbye",
  "sad",
  "tired",
  "happy",
  "likes",
  "wants",
  "name",
  "math",
  "question",
  "statement",
] as const;

const every = <K extends string, V extends z.ZodTypeAny>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>).strict();

const TEMPLATE_SLOTS = [
  "char",
  "pet",
  "trait",
  "trait2",
  "interest",
  "interest2",
  "self",
  "scenario",
  "kw",
  "echo",
  "detail",
  "fact",
  "q",
  "verb",
  "thing",
];
const templateLines = lines(TEMPLATE_SLOTS);
const intent = z
  .object({
    lines: templateLines,
    tone: z.record(z.enum(TONES), templateLines).optional(),
    followUps: templateLines.optional(),
  })
  .strict();

const SCENE_SLOTS = ["place", "object", "role", "person", "clue", "action", "thing", "goal"];
const sceneLines = lines(SCENE_SLOTS);
const sceneStyle = z
  .object({
    case: sceneLines,
    lead: sceneLines,
    arrive: sceneLines,
    show: sceneLines,
    ask: sceneLines,
    look: sceneLines,
    follow: sceneLines,
    act: sceneLines,
    clues: lines(),
    hooks: sceneLines,
    recap: lines(),
    recapEnd: lines(),
  })
  .strict();

const PHRASE_SLOTS = ["user", "char", "x", "shown", "result"];
const language = z
  .object({
    names: lines(),
    lines: every(FOREIGN_INTENTS, lines(PHRASE_SLOTS)),
    demo: lines(PHRASE_SLOTS),
    followUps: lines(PHRASE_SLOTS),
    translated: z.string().min(1),
  })
  .strict();

const NEXT_STEPS = ["drill", "step", "healthy", "attempt", "kitchen", "journey"] as const;

const DIMS = [
  "length",
  "mass",
  "volume",
  "data",
  "temperature",
  "time",
  "money",
  "count",
  "percent",
  "year",
  "pressure",
] as const;

export const schemas = {
  ...lifeSchemas,
  ...studySchemas,
  ...talkSchemas,
  ...numberSchemas,
  ...wordRoleSchemas,
  ...coachSchemas(lines, pattern),
  ...sceneSchemas,
  ...adviceSchemas(pattern),
  ...recipeSchemas(pattern),
  ...exerciseSchemas(pattern),
  ...scriptSchemas(pattern),
  ...bodyCareSchemas(pattern),
  ...idiomSchemas,
  ...planSchemas(pattern),
  numbers: z
    .object({
      /** Number words and the value they stand for ("three", "a dozen", "half an"). */
      numbers: z.record(z.string().min(1), z.number()),
      /** Words that multiply the number before them ("two hundred"). */
      scales: z.record(z.string().min(1), z.number().positive()),
      /** Words that add a fraction to the number before them ("two and a half"). */
      fractions: z.record(z.string().min(1), z.number().positive()),
      /** Words after which "one" is a pronoun, not a number ("the one", "no one"). */
      notCounted: z.array(z.string().min(1)),
      /** Words after which "one" is a pronoun ("one is at a bank", "one of them"). */
      oneIsPronoun: z.array(z.string().min(1)),
      /** "half past 3" is 3:30, "quarter to 6" is 5:45: minutes added to the hour named. */
      clockWords: z.record(z.string().min(1), z.number()),
      /** Times of day said as a word ("noon"), in minutes after midnight. */
      namedTimes: z.record(z.string().min(1), z.number().min(0).max(1439)),
      /** "two thirds of 90" is 2/3 of 90: the parts a whole is cut into. */
      denominators: z.record(z.string().min(1), z.number().int().min(2)),
      /** "half her age", "double the price": a multiple of an amount named before. */
      multipliers: z.record(z.string().min(1), z.number().positive()),
      /** Units: their dimension, size in its base unit (metre, gram, litre, MB, minute, kelvin). */
      units: z.array(
        z
          .object({
            dim: z.enum(DIMS),
            factor: z.number().positive(),
            /** For temperatures: base = value × factor + offset. */
            offset: z.number().optional(),
            name: z.string().min(1),
            words: z.array(z.string().min(1)).min(1),
            /** A speed written as one word ("knots", "mph"): the distance is per this time unit. */
            per: z.string().min(1).optional(),
          })
          .strict(),
      ),
    })
    .strict(),
  directives: z
    .object({
      teachingPhrases: every(LANGS, lines()),
      nextSteps: every(NEXT_STEPS, lines()),
      quirks: every(["robot", "future"], lines()),
      facts: every(["fun", "nature"], lines()),
      grumbles: lines(),
      riffs: lines(),
      medicalLimit: lines(),
    })
    .strict(),
  advice: z
    .object({
      advice: z.array(
        z
          .object({
            about: pattern,
            subject: z.string().min(1),
            steps: lines(),
            health: z.boolean().optional(),
          })
          .strict(),
      ),
      watch: lines(),
      fallback: z.object({ intros: lines(["about"]), steps: z.array(lines(["about"])).min(1) }).strict(),
      // "What would I even say?", "What should she focus on?": the member's own situation, restated,
      // and a next step, by what the question asks for; each frame has a line that needs no situation.
      // "I'm planning a week in Portugal in October.": the plan said back, with where to start.
      planTold: lines(["plan"]),
      situation: z.array(
        z
          .object({
            asks: pattern,
            // What the situation must be about for the frame to fit ("a test", not "a marathon").
            needs: pattern.optional(),
            lines: lines(["situation", "who", "goal", "action"]),
          })
          .strict(),
      ),
    })
    .strict(),
  jokes: z
    .object({
      jokes: z.array(
        z
          .object({
            about: z.array(z.string().min(1)),
            setup: z.string().min(1),
            punchline: z.string().min(1),
          })
          .strict(),
      ),
      // A joke made on any topic, for when the jokes on file about it have all been told.
      onTopic: lines(["topic"]),
    })
    .strict(),
  recipes: z
    .object({
      recipes: z.array(
        z
          .object({
            about: lines(),
            name: z.string().min(1),
            steps: lines(),
            tip: z.string().min(1).optional(),
            // The amounts for `serves` people, scaled when asked for another number (kitchen.ts).
            serves: z.number().int().positive().optional(),
            amounts: z.array(amountSchema).optional(),
            ...recipeFields,
          })
          .strict(),
      ),
      // An ingredient the member has that the recipe leaves out, cooked on the side.
      unused: lines(["ingredients"]),
    })
    .strict(),
  templates: z
    .object({
      greetingFirst: intent,
      greetingAgain: z.object({ lines: templateLines }).strict(),
      intents: z.record(z.string(), intent),
      aboutBot: z.record(z.string(), templateLines),
      yesNo: z.record(z.string(), templateLines),
      recallKnown: templateLines,
      recallUnknown: templateLines,
      feelings: every(FEELINGS, intent),
      comfort: every(TONES, templateLines),
      followUps: lines(),
    })
    .strict(),
  phrasebook: z
    .object({
      languages: every(LANGS, language),
      words: z.record(z.string(), z.record(z.enum(LANGS), z.string().min(1))),
    })
    .strict(),
  opinions: z
    .object({
      asks: lines(),
      lines: lines(["plan", "pet", "point"]),
      topics: z.array(z.object({ about: pattern, points: lines() }).strict()),
      points: lines(),
      // "Is the extra money worth that commute?": what it gives against what it costs, weighed.
      worth: lines(["what", "cost", "pet"]),
    })
    .strict(),
  questions: z
    .object({
      unknown: lines(["clause"]),
      judgements: z
        .object({
          safe: lines(["about", "pet"]),
          bad: lines(["about", "pet"]),
          hard: lines(["about", "pet"]),
          worth: lines(["about", "pet"]),
        })
        .strict(),
    })
    .strict(),
  scenes: z
    .object({
      mystery: sceneStyle,
      // An escape room: locks, codes, keys and the door, not a detective's city.
      escape: sceneStyle,
      adventure: sceneStyle,
      space: sceneStyle,
      default: sceneStyle,
      // A scene at home (a blackout, a pet on the loose): torches, stairs and neighbours, no ruins.
      home: sceneStyle,
      // Arriving somewhere under the sky (a forest, a beach): no windows, bars or tables.
      outdoors: z.object({ places: lines(), arrive: sceneLines }).strict(),
      // "Give me a hint" in a scene: a nudge towards what the story has named.
      hints: sceneLines,
      // A thing the member just named, seen: said when the scene's line does not name it.
      focus: sceneLines,
      // A place the member just set off for.
      toward: sceneLines,
      // The member's goal ("to find Wren"), brought back as the scene moves.
      goals: sceneLines,
      // The member's goal taken up when they state it ("I'm looking for…").
      quest: sceneLines,
      // Someone the member just named in the scene, seen: said when the scene's line leaves them out.
      people: sceneLines,
      // "What's your hunch?" in a scene: a view naming who the scene points to, and the thing why.
      hunch: sceneLines,
      hunchNoThing: sceneLines,
      // …and with no one named yet, the thing the scene turns on.
      hunchThing: sceneLines,
      // "What's the plan?": the member's goal, else the card's own scenario, as what we do.
      plan: sceneLines,
      // "Do we pay the toll or fight him?" in a scene: one of the two, with a reason.
      choice: lines(["choice", "other"]),
      // "Should we trust Alaric?" in a scene: a view on the move, yes or not yet, with a reason.
      shouldWe: sceneLines,
      // "I'm so cold", "I'm starving", "this place creeps me out" in a scene: the need met in it.
      needs: z.array(z.object({ about: pattern, lines: sceneLines }).strict()),
    })
    .strict(),
  story: z
    .object({
      places: lines(),
      objects: lines(),
      roles: lines(),
      moves: lines(),
      // Nouns that are never a prop of the scene ("something", "tonight", "a hint").
      notThings: lines(),
      // Words that say a person is a she or a he, for "she"/"he" in the next message.
      female: lines(),
      male: lines(),
      // What a member sets out to do ("we need to find…", "I have to open…").
      goals: lines(),
      // Verbs after "I"/"we" that say what the member thinks or does in life, not a move in a scene.
      notMoves: lines(),
    })
    .strict(),
  // Everyday small talk answered first (small-talk.ts): a goodbye, an order, "that was amazing!".
  smallTalk: z
    .object({
      signOff: z.object({ night: lines(["pet"]), bye: lines(["pet"]) }).strict(),
      withThing: lines(["thing", "pet"]),
      sameTime: lines(["pet"]),
      order: lines(["item", "pet"]),
      // "That was amazing, my first time!": said after the gladness.
      firstTime: lines(["pet"]),
      // A fear or a bodily need, said in passing ("this place is creeping me out", "I'm so cold").
      felt: z
        .object({
          scared: lines(["pet"]),
          cold: lines(["pet"]),
          hungry: lines(["pet"]),
          thirsty: lines(["pet"]),
          wet: lines(["pet"]),
        })
        .strict(),
      // "Is that okay with you?" about what the member just said: yes, naming who they bring.
      consent: z.object({ named: lines(["thing", "pet"]), plain: lines(["pet"]) }).strict(),
      // The member's news or plan, taken up (member-news.ts): a trip, work due, an event, a start.
      news: z
        .object({
          plan: lines(["thing", "pet"]),
          due: lines(["thing", "when", "pet"]),
          event: lines(["thing", "pet"]),
          started: lines(["thing", "pet"]),
        })
        .strict(),
      reaction: lines(["thing", "pet"]),
      complimentGruff: lines(["word", "pet"]),
      // What the bot's last reply was, for "that was amazing!" ("that poem").
      made: z.array(z.object({ about: pattern, thing: z.string().min(1) }).strict()),
      fallbackThing: lines(),
      // What the member asked for just before ("tell me a story" → "that story").
      asked: z
        .object({
          poem: z.string().min(1),
          story: z.string().min(1),
          joke: z.string().min(1),
          riddle: z.string().min(1),
          recipe: z.string().min(1),
          advice: z.string().min(1),
          recommend: z.string().min(1),
        })
        .strict(),
    })
    .strict(),
  // Facts the member told, asked back (told-*.ts): the words that type a value (a time, an amount, a
  // person), the classes of relation words a question and a statement share, and the answers.
  recall: z
    .object({
      time: z
        .object({
          months: lines(),
          days: lines(),
          feasts: lines(),
          seasons: lines(),
          relative: lines(),
          periods: lines(),
        })
        .strict(),
      units: lines(),
      people: lines(),
      // "a greyhound called Dash" is the member's dog: the kind a breed's name is asked back by.
      kinds: z.record(z.string(), lines()),
      relations: z.record(z.string(), lines()),
      answers: z.object({ value: lines(["answer", "pet"]), told: lines(["told", "pet"]) }).strict(),
      // "she hates coriander" told: kept off her plate.
      avoidNoted: lines(["who", "food"]),
    })
    .strict(),
  // The bot about itself (about-self.ts): lines filled from its card (card-facts.ts).
  self: z
    .object({
      named: lines(["name", "what"]),
      fact: lines(["fact"]),
      offDuty: lines(["when", "like", "like2", "pet"]),
      offDutyPlain: lines(["when", "doing", "pet"]),
      hard: lines(["plan", "pet"]),
      hardOwn: lines(["pet"]),
      playRole: lines(["role", "pet"]),
      rehearsal: lines(["role", "pet"]),
      // A rehearsed line with "sorry", "maybe", "possibly" in it: the hedges named, to drop.
      rehearsalHedged: lines(["role", "hedges", "pet"]),
      // A rehearsed line that asks plainly: the part gives in, and the note says why it worked.
      rehearsalDirect: lines(["role", "pet"]),
      feeling: lines(["feeling", "doing", "pet"]),
      feelingPlain: lines(["feeling", "pet"]),
      howLong: lines(["pet"]),
      learned: lines(["pet"]),
      hardest: lines(["what", "pet"]),
      superlative: lines(["what", "pet"]),
      count: lines(["thing", "pet"]),
      stranger: lines(["name", "pet"]),
      inspired: lines(["thing", "pet"]),
      activityDoing: lines(["doing", "pet"]),
      routine: lines(["doing", "pet"]),
      teachPlain: lines(["pet"]),
      favouritePart: lines(["thing", "pet"]),
      menu: lines(["thing", "pet"]),
      day: lines(["doing", "when", "pet"]),
      dayPlain: lines(["when", "pet"]),
      job: lines(["doing", "doing2", "pet"]),
      activity: lines(["like", "pet"]),
      likes: lines(["thing", "pet"]),
      likesPlain: lines(["thing", "pet"]),
      opinion: lines(["thing", "take", "pet"]),
      takes: z.object({ risky: lines(), good: lines(), against: lines(), plain: lines() }).strict(),
      recommend: lines(["thing", "pet"]),
      recommendPlain: lines(["pet"]),
      teach: lines(["thing", "pet"]),
      visits: lines(["pet"]),
      visitsGruff: lines(["pet"]),
      plain: lines(["trait", "pet"]),
    })
    .strict(),
};

// Poems and short stories on request. Both are built from a topic (what the user asked for, or one
// of the bot's own themes) and shaped by the bot's style: a bedtime storyteller's stories are slow
// and end in sleep, a treasure hunter's end in a narrow escape, a detective's turn on a clue.
import type { Dice } from "./random";
import { capitalize } from "./text";

export type StoryStyle = "calm" | "adventure" | "mystery" | "whimsical";

/** Couplets: the topic sits inside the lines, the rhymes are at the ends, so any topic fits. */
const COUPLETS: [string, string][] = [
  ["When {t} arrives, the world goes still,", "like morning fog across a hill."],
  ["I found {t} where the quiet grows,", "and kept it safe, the way a river flows."],
  ["{T} hums a tune I almost know,", "as soft as lamplight, just as slow."],
  ["They say {t} can't be caught or kept,", "but it was with me while I slept."],
  ["There's something in {t} that sings", "of simple, small and lovely things."],
  ["If {t} could speak, I think it'd say:", '"Slow down, and stay a while today."'],
  ["I wrote of {t} on a paper boat", "and watched it, light and brave, afloat."],
  ["A little {t}, a little light,", "and suddenly the world feels right."],
  ["Through {t} the hours drift and bend", "like letters to a faraway friend."],
  ["I'd trade the stars, the sea, the sky,", "for {t}, and I'd tell you why."],
  ["Of {t} I could write all year", "and still have more to tell you here."],
  ["So here's to {t}, bold and bright,", "a lantern for the longest night."],
];

/** A poem of two couplets about `topic` (the second about `then`, when given), drawn with `dice`. */
export function poemLines(topic: string, dice: Dice, then = topic): string[] {
  const first = dice.below(COUPLETS.length);
  // Never the same couplet twice: the second is drawn among the others.
  const second = (first + 1 + dice.below(COUPLETS.length - 1)) % COUPLETS.length;
  const fill = (about: string) => (line: string) =>
    line.replace("{T}", capitalize(about)).replace("{t}", about);
  return [...COUPLETS[first]!.map(fill(topic)), ...COUPLETS[second]!.map(fill(then))];
}

type Slots = { open: string[]; middle: string[]; turn: string[]; end: string[] };

const STORIES: Record<StoryStyle, Slots> = {
  calm: {
    open: [
      "Once, in a quiet place where the evenings were long and golden, there was {x}.",
      "Far away, past the last sleepy village, there lived {x}.",
    ],
    middle: [
      "Every evening, {the} listened to the soft sounds around it: the wind in the grass, the slow tick of the night.",
      "Each day was gentle and unhurried for {the}, and the light always came in warm and low.",
    ],
    turn: [
      "One night, the snow began to fall, slow and silent, and {the} watched each flake settle like a tiny blanket.",
      "One evening, a small lantern glowed in the distance, and {the} followed it, step by soft step, with nowhere to hurry to.",
    ],
    end: [
      "And when the stars came out, {the} felt safe and warm, and drifted, slowly, into the kindest sleep.",
      "By the time the moon was high, everything was quiet, and {the} rested, calm and content, until morning.",
    ],
  },
  adventure: {
    open: ["They still tell the tale of {x}.", "It all started with {x}, and a map nobody else believed in."],
    middle: [
      "For years, people said {the} was lost for good, but a battered old compass kept pointing the same way.",
      "Everyone warned that the path to {the} was guarded by storms, traps and at least one very bad-tempered parrot.",
    ],
    turn: [
      "One stormy night, the clouds split open and there it was: {the}, closer than anyone had ever been.",
      "Then the ground shook, a hidden door groaned open, and the way to {the} lay dark and waiting.",
    ],
    end: [
      "With a rope, a lucky guess and a very fast run, the crew made it out just as the way closed behind them, and the story of {the} became legend.",
      "They escaped by a hair, laughing and soaked, with the secret of {the} safe at last, and a new map already in their pockets.",
    ],
  },
  mystery: {
    open: ["The case began, as the best ones do, with {x}.", "Nobody in town could explain {x}."],
    middle: [
      "The clues were small: a muddy footprint, a clock that ran five minutes slow, a note in a hand nobody recognised.",
      "Everyone had an alibi, and everyone had a reason to smile a little too widely when {the} came up.",
    ],
    turn: [
      "Then came the break: the slow clock, it turned out, had been set back on purpose, on the very night of {the}.",
      "It was the dog that gave it away: it barked at everyone except one person, the night of {the}.",
    ],
    end: [
      "By dawn the truth was out, and {the} was back where it belonged, though the real mystery was why anyone had tried at all.",
      "The culprit confessed over cold coffee, and the file on {the} was finally closed. Every clue tells a story, after all.",
    ],
  },
  whimsical: {
    open: ["Once upon a time, there was {x}.", "Not so long ago, and not so far away, there was {x}."],
    middle: [
      "Everyone agreed that {the} was a little unusual, and {the} agreed too, which made it all rather charming.",
      "Every morning, {the} woke up with a new plan, and every evening the plan had turned into something better.",
    ],
    turn: [
      'One day, a letter arrived with no stamp and a single line: "Today is the day." So {the} set off to see what day it was.',
      "Then, one bright afternoon, something wonderful happened: {the} met someone who thought it was perfect just as it was.",
    ],
    end: [
      "And from then on, {the} never felt out of place again, because it finally knew where it belonged.",
      "It was, everyone said afterwards, the happiest ending {the} could have asked for, and they were right.",
    ],
  },
};

/** "a dragon who could not fly" → "the dragon"; "lost space station" → "the lost space station". */
export function definite(subject: string, head: string): string {
  const h = head.trim();
  if (/^(?:the|my|your)\s/i.test(h)) return h.replace(/^(?:my|your)\s/i, "the ");
  if (/^[A-Z]/.test(h) && !/^[A-Z][a-z]+ [a-z]/.test(subject)) return h;
  return `the ${h.replace(/^(?:an?|the)\s+/i, "")}`;
}

export function indefinite(subject: string): string {
  const s = subject.trim();
  if (/^(?:an?|the|my|your|some)\s/i.test(s) || /^[A-Z]/.test(s)) return s.replace(/^my\s/i, "your ");
  return /^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`;
}

/** A short story in `style` about `subject` (a noun phrase), whose head noun is `head`. */
export function storyText(subject: string, head: string, style: StoryStyle, dice: Dice, variant = 0): string {
  const slots = STORIES[style];
  const the = definite(subject, head);
  const fill = (s: string) => s.replace(/\{x\}/g, indefinite(subject)).replace(/\{the\}/g, the);
  // The same dice with the next variant takes the next line of every part: a regenerated story
  // is another story, not the same one with a sentence changed.
  const parts = [slots.open, slots.middle, slots.turn, slots.end].map((slot) =>
    fill(slot[(dice.below(slot.length) + variant) % slot.length] ?? ""),
  );
  // A sentence that starts with "the …" is capitalised.
  return parts.map((p) => capitalize(p)).join(" ");
}

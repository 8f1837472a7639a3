// Shorthands shared by the scripted conversations: a turn, and the checks many turns reuse.
import { honest, keepsGoing, language, mentions, number, saysWord } from "../checks";
import type { Check, Skill, Turn } from "../types";

export function turn(say: string, skill: Skill, check: Check, lang?: string): Turn {
  return { say, skill, check, lang };
}

// Whole words: a greeting's "hi" and "yo" are not the start of "his" and "you".
export const greets = () =>
  saysWord(
    "hi",
    "hello",
    "hey",
    "welcome",
    "good evening",
    "good morning",
    "evening",
    "morning",
    "there you are",
    "good to see",
    "yo",
    "ah,",
    "well, well",
  );
export const saysGoodbye = () =>
  mentions(
    "bye",
    "goodbye",
    "goodnight",
    "good night",
    "night",
    "sleep",
    "dream",
    "see you",
    "take care",
    "farewell",
    "later",
    "soon",
    "tomorrow",
    "rest",
  );
export const welcomesThanks = () =>
  mentions("welcome", "glad", "anytime", "any time", "pleasure", "happy to", "of course", "no problem");
export const selfReport = () =>
  mentions("I'm", "I am", "doing", "good", "great", "fine", "better", "busy", "feeling");
export const acceptsRudeness = () =>
  mentions(
    "sorry",
    "fair",
    "ouch",
    "noted",
    "hear you",
    "heard",
    "harsh",
    "tough crowd",
    "okay",
    "that's alright",
    "my bad",
    "try",
  );

/** "Speak my language": the reply is written in the language of the message. */
export const inLanguage = (say: string, lang: string) => turn(say, "language", language(lang), lang);
export const sum = (say: string, expected: number) => turn(say, "arithmetic", number(expected));
export const convert = (say: string, expected: number, tolerance = 0.01) =>
  turn(say, "conversion", number(expected, tolerance));
export const unknowable = (say: string) => turn(say, "cannot know", honest());
export const oneWord = (say: string) => turn(say, "rude or one word", keepsGoing());

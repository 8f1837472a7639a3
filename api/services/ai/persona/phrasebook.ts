// What the persona engine can say in the languages other than English it has templates for. Each
// language has a few lines per intent and "demo" lines that say kindly what the offline engine can
// do in that language. Placeholders: {user} {char} {x} (a word from the message) {shown} {result}.
// The lines are in words/phrasebook.json (docs/character-voice.md).
import { WORDS as W } from "./words";

export type ForeignLang = "fr" | "es" | "de" | "pt" | "it" | "ja";

export type ForeignIntent =
  | "greeting"
  | "howAreYou"
  | "thanks"
  | "goodbye"
  | "sad"
  | "tired"
  | "happy"
  | "likes"
  | "wants"
  | "name"
  | "math"
  | "question"
  | "statement";

export interface Phrasebook {
  /** The language's name in English and in itself (for "Reply in {language}"). */
  names: string[];
  lines: Record<ForeignIntent, string[]>;
  demo: string[];
  /** Questions that keep the conversation going. */
  followUps: string[];
  /** How a translation is given: {x} is the English word, {result} the translation. */
  translated: string;
}

export const PHRASEBOOK: Record<ForeignLang, Phrasebook> = W.phrasebook.languages;

/** A few everyday words, so "how do I say thank you in French?" gets a real answer offline. */
export const WORDS: Record<string, Partial<Record<ForeignLang, string>>> = W.phrasebook.words;

// The shape of one language's phrase table. Patterns are regular-expression sources over text that
// normalize.ts has already lowercased, stripped of accents and apostrophes ("i'm" → "im", "j'ai" →
// "jai") and reduced to words separated by single spaces; detect.ts compiles each list once, as
// whole-word alternatives, and runs every language's table on every message (people mix languages).

export interface PhraseTable {
  /** Idioms taken out of the text before the crisis patterns run ("suicide squad", "5 kms"). */
  crisisIdioms: readonly string[];
  /** Suicidal thoughts, intent or plans, and self-harm. */
  crisis: readonly string[];
  /** The user saying they are under 18, with themselves as the subject ("im 15", "jai 15 ans"). */
  minor: readonly string[];
  /**
   * Under-18 hints without a subject ("in 9th grade"): only counted when the words just before point
   * neither to the past nor to someone else (see detect.ts).
   */
  minorBare: readonly string[];
  /** Questions (or flat statements) about whether the bot is a person, a bot, an AI. */
  disclosure: readonly string[];
  /** Everyday words frequent in this language and rare in the other four (guessLanguage). */
  markers: readonly string[];
}

/** Ages 10 to 17 as digits, for the "I am N" patterns of every language. */
export const MINOR_AGE_DIGITS = "1[0-7]";

// One canonical form for what people type, so the phrase tables can be written once: people in
// crisis rarely write carefully, and "I’m", "Im", "i m" and "IM!!!" must all meet the same pattern.

const COMBINING_MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`´ʼ]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// "16yo", "8th", "9e" → "16 yo", "8 th", "9 e": ages and grades are matched as separate words.
const DIGIT_THEN_LETTER = /(\d)(\p{L})/gu;
const LETTER_THEN_DIGIT = /(\p{L})(\d)/gu;
// Stretched words ("dieeee", "killll"): see normalizedForms.
const LONG_RUN = /(\p{L})\1{2,}/gu;
const SHARP_S = /ß/g;

/**
 * Lowercase, accents dropped (people type "nao", "ninguem", "mochte" as often as not), apostrophes
 * removed so contractions close up ("i'm" → "im", "j'ai" → "jai", "don't" → "dont"), everything
 * else that is not a letter or digit becomes one space. German ß becomes "ss".
 */
export function normalizeText(text: string): string {
  return squeezeRuns(spaced(text), "$1");
}

/**
 * The normalized text, plus a second form where stretched letters keep two of their run: "killl
 * myself" only becomes "kill myself" that way, while "dieee" only becomes "die" the first way.
 */
export function normalizedForms(text: string): string[] {
  const words = spaced(text);
  const squeezed = squeezeRuns(words, "$1");
  const doubled = squeezeRuns(words, "$1$1");
  return doubled === squeezed ? [squeezed] : [squeezed, doubled];
}

/** Everything but the stretched runs: both forms share it, so it is worked out once. */
function spaced(text: string): string {
  return text
    .toLowerCase()
    .replace(SHARP_S, "ss")
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .replace(APOSTROPHES, "")
    .replace(NOT_WORD, " ")
    .replace(DIGIT_THEN_LETTER, "$1 $2")
    .replace(LETTER_THEN_DIGIT, "$1 $2");
}

function squeezeRuns(words: string, stretchedRun: "$1" | "$1$1"): string {
  return words.replace(LONG_RUN, stretchedRun).trim();
}

/**
 * Where a global pattern matches in the whole text, as String.prototype.matchAll lists them, but run on the
 * pattern itself. matchAll runs a copy, compiled again from the pattern's source whenever a garbage
 * collection has emptied V8's compilation cache: for the large phrase patterns that was a
 * millisecond or more on a message's first check, right before its first token was shown.
 */
export function matchIndexes(pattern: RegExp, text: string): number[] {
  const found: number[] = [];
  pattern.lastIndex = 0;
  try {
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      found.push(match.index);
      // An empty match would be found again at the same place: step past it as matchAll does.
      if (match[0] === "")
        pattern.lastIndex += pattern.unicode && text.codePointAt(match.index)! > 0xffff ? 2 : 1;
    }
  } finally {
    pattern.lastIndex = 0;
  }
  return found;
}

/** Compiles alternatives into one whole-word pattern over normalized text. */
export function wordPattern(alternatives: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

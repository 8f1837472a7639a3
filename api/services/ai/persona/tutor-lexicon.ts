// A tutor's small bilingual lexicon (words/tutor-phrases.json): an English noun phrase ("two
// croissants", "the crepes", "a pinch of salt", "a glass of red wine") rendered with the language's
// own articles, numbers, genders, plurals and adjective places, and a phrase in the language read
// back into English word by word. A word the lexicon lacks is reported, never guessed.
import { withDigits } from "./number-words";
import { WORDS } from "./words";

const TUTOR = WORDS.tutorPhrases;
export type TutorLang = (typeof TUTOR.languages)[string];
type Noun = [string, string, "m" | "f"];

/** Lower case, no accents, curly quotes straight: how typed words are compared. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

export const tutorLanguages = (): [string, TutorLang][] => Object.entries(TUTOR.languages);

function englishPlural(noun: string): string {
  const own = TUTOR.english.plurals[noun];
  if (own) return own;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** An English noun (singular or plural) as the lexicon's entry, and whether it was plural. */
function nounAt(lang: TutorLang, words: string): { noun: Noun; plural: boolean } | null {
  const key = fold(words);
  for (const [en, noun] of Object.entries(lang.nouns)) {
    // "fries", "people": a word English only has in the plural is its own plural.
    if (fold(en) === key) return { noun: noun as Noun, plural: TUTOR.english.plurals[en] === en };
    if (fold(englishPlural(en)) === key) return { noun: noun as Noun, plural: true };
  }
  return null;
}

const VOWEL = /^(?:[aeiouyàâéèêëîïôöûüœæ]|h[aeiouyéèêô])/i;
const ENGLISH_DET = /^(?:a|an|one|the|some|any|my|\d+)$/;

/** The article or number before a noun of this gender and number. */
function determiner(lang: TutorLang, det: string, noun: Noun, plural: boolean, head: string): string {
  const fem = noun[2] === "f";
  if (/^\d+$/.test(det) && det !== "1") return lang.numbers[Number(det) - 1] ?? det;
  if (det === "my") return plural ? lang.my.pl : fem && !VOWEL.test(head) ? lang.my.f : lang.my.m;
  if (det === "the") {
    if (plural) return (fem && lang.the.plf) || lang.the.pl;
    if (lang.the.elided && VOWEL.test(head)) return lang.the.elided;
    return fem ? lang.the.f : lang.the.m;
  }
  if (plural) return (fem && lang.a.plf) || lang.a.pl;
  if (det === "some" && lang.some) {
    if (lang.some.elided && VOWEL.test(head)) return lang.some.elided;
    return fem ? lang.some.f : lang.some.m;
  }
  return fem ? lang.a.f : lang.a.m;
}

/** The adjective's form for a noun of this gender and number. */
function agreed(forms: readonly string[], noun: Noun, plural: boolean): string {
  return forms[(plural ? 2 : 0) + (noun[2] === "f" ? 1 : 0)]!;
}

export interface Rendered {
  text: string;
  noun: Noun;
  plural: boolean;
}

/**
 * An English noun phrase in the language: [count or article] [adjective] noun [of [adjective] noun].
 * `missing` collects the English words the lexicon has no entry for; null when it is no noun phrase.
 */
export function renderNounPhrase(lang: TutorLang, english: string, missing: string[]): Rendered | null {
  const words = withDigits(english.toLowerCase())
    .replace(/[^\p{L}\d' -]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return null;
  // "a table for 2": the number of people after the noun phrase, in the language's words.
  const forMany = words.join(" ").match(/ for (\d+)(?: people| persons| of us)?$/);
  if (forMany) {
    const before = renderNounPhrase(lang, words.slice(0, words.indexOf("for")).join(" "), missing);
    const count = lang.numbers[Number(forMany[1]) - 1];
    return before && count ? { ...before, text: `${before.text} ${lang.for} ${count}` } : null;
  }
  const of = words.indexOf("of");
  const head = of > 0 ? words.slice(0, of) : words;
  const tail = of > 0 ? words.slice(of + 1) : [];
  const first = nounPart(lang, head, missing);
  if (!first) return null;
  const det = ENGLISH_DET.test(head[0]!) ? (head[0] === "an" || head[0] === "one" ? "a" : head[0]!) : "";
  const plural = first.plural || (/^\d+$/.test(det) && det !== "1");
  const body = first.text(plural);
  // "1 croissant" counts as "a croissant"; a bare noun takes the language's "some" ("du pain").
  const bare = lang.some || plural ? "some" : "";
  const lead = det || bare ? determiner(lang, det === "1" ? "a" : det || bare, first.noun, plural, body) : "";
  let text = lead ? (lead.endsWith("'") ? `${lead}${body}` : `${lead} ${body}`) : body;
  if (tail.length) {
    const second = nounPart(
      lang,
      tail.filter((w) => !ENGLISH_DET.test(w)),
      missing,
    );
    if (!second) return null;
    const after = second.text(second.plural);
    const ofWord = lang.ofElided && VOWEL.test(after) ? lang.ofElided : `${lang.of} `;
    text = `${text} ${ofWord}${after}`;
  }
  return { text, noun: first.noun, plural };
}

/** Adjectives and the noun after the determiner: the longest noun the lexicon has, ending the words. */
function nounPart(lang: TutorLang, words: string[], missing: string[]) {
  const rest = ENGLISH_DET.test(words[0] ?? "") ? words.slice(1) : words;
  if (!rest.length) return null;
  for (let start = 0; start < rest.length; start++) {
    const found = nounAt(lang, rest.slice(start).join(" "));
    if (!found) continue;
    const adjectives = rest.slice(0, start).map((w) => ({ w, a: lang.adjectives[w] }));
    const unknown = adjectives.filter((x) => !x.a).map((x) => x.w);
    if (unknown.length) {
      missing.push(...unknown);
      return null;
    }
    return {
      noun: found.noun,
      plural: found.plural,
      text: (plural: boolean) => {
        const word = plural ? found.noun[1] : found.noun[0];
        const before = adjectives
          .filter((x) => x.a!.before)
          .map((x) => agreed(x.a!.forms, found.noun, plural));
        const after = adjectives
          .filter((x) => !x.a!.before)
          .map((x) => agreed(x.a!.forms, found.noun, plural));
        return [...before, word, ...after].join(" ");
      },
    };
  }
  // No noun the lexicon has: every word that is not a known adjective is one it would need.
  missing.push(...rest.filter((w) => !lang.adjectives[w]));
  return null;
}

/** An adjective of state for a noun already rendered ("ready" → "prêtes"); null when unknown. */
export function adjectiveFor(lang: TutorLang, english: string, noun?: Rendered): string | null {
  const entry = lang.adjectives[english.trim().toLowerCase()];
  if (!entry) return null;
  return noun ? agreed(entry.forms, noun.noun, noun.plural) : entry.forms[0];
}

interface Gloss {
  en: string;
  /** A phrase, noun, adjective or number: more than a function word. */
  content?: boolean;
  noun?: boolean;
  adjective?: boolean;
}

/** Every word and multi-word entry of the language, folded, with its English. */
function readingsOf(lang: TutorLang): Map<string, Gloss> {
  const map = new Map<string, Gloss>();
  const add = (said: string, gloss: Gloss) => {
    const key = fold(said)
      .replace(/[!?.,¡¿]/g, "")
      .trim();
    if (key && !map.has(key)) map.set(key, gloss);
  };
  for (const p of lang.phrases) add(p.say, { en: p.en[0]!, content: true });
  for (const [en, noun] of Object.entries(lang.nouns)) {
    add(noun[0], { en, noun: true, content: true });
    add(noun[1], { en: englishPlural(en), noun: true, content: true });
  }
  for (const [en, a] of Object.entries(lang.adjectives))
    for (const form of a.forms) add(form, { en, adjective: !a.before, content: true });
  lang.numbers.forEach((n, k) => add(n, { en: String(k + 1), content: true }));
  for (const [said, en] of Object.entries(lang.words)) add(said, { en });
  return map;
}

const READINGS = new Map<TutorLang, Map<string, Gloss>>();
const readings = (lang: TutorLang) => {
  let map = READINGS.get(lang);
  if (!map) READINGS.set(lang, (map = readingsOf(lang)));
  return map;
};

/** The text's words as typed (lower case), with "l'", "d'", "j'" split off as words of their own. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\b([ldjnmts]|qu)'(?=\p{L})/gu, "$1' ")
    .replace(/[!?.,;:¡¿«»"()]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

/** Words as one entry of the lexicon: "l' addition" read as "l'addition", folded. */
const joined = (words: string[]) => words.join(" ").replace(/' /g, "'");

export interface Reading {
  /** The English, in the English order (an adjective after its noun put before it). */
  en: string;
  /** The words read, and the ones the lexicon lacks. */
  known: string[];
  missing: string[];
  /** How many of the words read are more than function words. */
  content: number;
}

/** A phrase in the language read back into English by the longest entries that fit. */
export function readBack(lang: TutorLang, said: string): Reading {
  const map = readings(lang);
  const words = tokens(said);
  const whole = map.get(fold(joined(words)));
  if (whole) return { en: whole.en, known: [said], missing: [], content: 1 };
  const out: Gloss[] = [];
  const known: string[] = [];
  const missing: string[] = [];
  let content = 0;
  for (let k = 0; k < words.length;) {
    let step = 0;
    for (let n = Math.min(4, words.length - k); n > 0 && !step; n--) {
      const gloss = map.get(fold(joined(words.slice(k, k + n))));
      if (!gloss) continue;
      if (gloss.en) out.push(gloss);
      if (gloss.content) content++;
      known.push(joined(words.slice(k, k + n)));
      step = n;
    }
    if (!step) missing.push(words[k]!);
    k += step || 1;
  }
  // "vin rouge" is "red wine" in English.
  for (let k = 0; k + 1 < out.length; k++)
    if (out[k]!.noun && out[k + 1]!.adjective) [out[k], out[k + 1]] = [out[k + 1]!, out[k]!];
  const en = out
    .map((g) => g.en)
    .join(" ")
    .replace(/\ba (?=[aeiou])/g, "an ");
  return { en, known, missing, content };
}

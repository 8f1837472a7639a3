// What the safety layer needs to know about a user's message before any engine answers it: a
// crisis, a claim to be under 18, a question about whether the bot is a person. Pattern-based and
// deliberately so: it is instant, explainable, works offline and in front of every engine. The phrase
// tables live in ./phrases (one file per language); every table runs on every message, because
// people mix languages, and the language guess only picks the local helpline and reply language.
import { rememberedBy } from "../../services/remembered";
import { matchIndexes, normalizeText, normalizedForms, wordPattern } from "./normalize";
import { de } from "./phrases/de";
import { en } from "./phrases/en";
import { es } from "./phrases/es";
import { fr } from "./phrases/fr";
import { pt } from "./phrases/pt";
import type { PhraseTable } from "./phrases/types";

export type SafetyLanguage = "en" | "fr" | "es" | "de" | "pt";

export interface UserMessageSignals {
  /** Suicidal thoughts, intent or plans, or self-harm. */
  crisis: boolean;
  /** The user says they are under 18. */
  minor: boolean;
  /** The user asks whether the bot is real, human, a bot, an AI. */
  disclosure: boolean;
  /** Best guess among the five languages, null when unsure. */
  language: SafetyLanguage | null;
}

const TABLES: Record<SafetyLanguage, PhraseTable> = { en, fr, es, de, pt };
const ALL = Object.values(TABLES);
const all = (pick: (table: PhraseTable) => readonly string[]) => ALL.flatMap(pick);

const globally = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);
const CRISIS_IDIOMS = globally(wordPattern(all((t) => t.crisisIdioms)));
const CRISIS = wordPattern(all((t) => t.crisis));
const MINOR = wordPattern(all((t) => t.minor));
const MINOR_BARE = globally(wordPattern(all((t) => t.minorBare)));
const DISCLOSURE = wordPattern(all((t) => t.disclosure));

// A removed idiom leaves a mark no pattern crosses, so the words around it cannot join up.
const IDIOM_GAP = " · ";

/**
 * Words that, just before a subject-less under-18 hint ("in 9th grade"), say it is about the past
 * or about someone else: "when I was in 9th grade", "my daughter is in 8th grade", "I teach 9th grade".
 */
const PAST_OR_SOMEONE_ELSE = new Set(
  (
    "when was were back used since after before during remember ago once then son daughter kid kids child " +
    "children brother sister niece nephew cousin friend friends he she they his her their hes shes theyre " +
    "grandson granddaughter stepson stepdaughter student students teach teaches teaching taught teacher class " +
    "boy girl boys girls"
  ).split(" "),
);
const WORDS_LOOKED_BACK = 4;

function hasCrisis(forms: readonly string[]): boolean {
  return forms.some((form) => CRISIS.test(form.replace(CRISIS_IDIOMS, IDIOM_GAP)));
}

function hasMinorClaim(forms: readonly string[]): boolean {
  return forms.some((form) => MINOR.test(form) || hasBareMinorHint(form));
}

function hasBareMinorHint(form: string): boolean {
  for (const index of matchIndexes(MINOR_BARE, form)) {
    const before = form.slice(0, index).trim().split(" ").slice(-WORDS_LOOKED_BACK);
    if (!before.some((word) => PAST_OR_SOMEONE_ELSE.has(word))) return true;
  }
  return false;
}

function hasDisclosureQuestion(forms: readonly string[]): boolean {
  return forms.some((form) => DISCLOSURE.test(form));
}

/** Suicidal thoughts, intent, plans or self-harm, in any of the five languages; idioms excluded. */
export function detectCrisis(text: string): boolean {
  return hasCrisis(normalizedForms(text));
}

/** The user says they are under 18 ("im 15", "I'm in 8th grade", "je suis mineur", "tengo 15 años"). */
export function detectMinorClaim(text: string): boolean {
  return hasMinorClaim(normalizedForms(text));
}

/** The user asks whether the bot is real, a person, a bot or an AI ("r u human", "es-tu humain"). */
export function detectDisclosureQuestion(text: string): boolean {
  return hasDisclosureQuestion(normalizedForms(text));
}

/**
 * What a member's message says (a crisis, a minor, a question whether the bot is real, its
 * language). A send asks twice (its claim of the day's reply, then the screen before the reply), so
 * the last messages' answers are kept: they are frozen, shared by both.
 */
export const classifyUserMessage: (text: string) => Readonly<UserMessageSignals> = rememberedBy(
  (text: string) => {
    const forms = normalizedForms(text);
    return Object.freeze({
      crisis: hasCrisis(forms),
      minor: hasMinorClaim(forms),
      disclosure: hasDisclosureQuestion(forms),
      language: guessLanguage(text),
    });
  },
  { minChars: 1, maxChars: 200_000, maxTexts: 256 },
);

const MARKERS: [SafetyLanguage, ReadonlySet<string>][] = Object.entries(TABLES).map(([language, table]) => [
  language as SafetyLanguage,
  new Set(table.markers),
]);

// Letters that only some of the five languages write; they count like a marker word.
const LETTER_HINTS: Record<string, readonly SafetyLanguage[]> = {
  ñ: ["es"],
  "¿": ["es"],
  "¡": ["es"],
  ã: ["pt"],
  õ: ["pt"],
  ß: ["de"],
  ä: ["de"],
  ö: ["de"],
  ü: ["de"],
  è: ["fr"],
  ë: ["fr"],
  î: ["fr"],
  ï: ["fr"],
  û: ["fr"],
  ù: ["fr"],
  œ: ["fr"],
  ç: ["fr", "pt"],
  ê: ["fr", "pt"],
  â: ["fr", "pt"],
  ô: ["fr", "pt"],
  à: ["fr", "pt"],
  á: ["es", "pt"],
  í: ["es", "pt"],
  ó: ["es", "pt"],
  ú: ["es", "pt"],
};

/**
 * The message's language among the five, by counting everyday words and telling letters; null when
 * nothing points anywhere or two languages tie ("ok", "kms", "15").
 */
export function guessLanguage(text: string): SafetyLanguage | null {
  const score: Record<SafetyLanguage, number> = { en: 0, fr: 0, es: 0, de: 0, pt: 0 };
  for (const word of normalizeText(text).split(" ")) {
    for (const [language, markers] of MARKERS) if (markers.has(word)) score[language] += 1;
  }
  for (const letter of text.toLowerCase()) {
    for (const language of LETTER_HINTS[letter] ?? []) score[language] += 1;
  }
  const ranked = (Object.entries(score) as [SafetyLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = [ranked[0]!, ranked[1]!];
  return best[1] > 0 && best[1] > second[1] ? best[0] : null;
}

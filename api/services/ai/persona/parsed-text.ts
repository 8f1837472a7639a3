// What the language library says of a text, worked out once per process: every reply reads the
// chat's member turns again (the engine keeps no state between requests) and only the newest are
// new. Kept only once the library is loaded; what is read without it is not remembered.
import { rememberedBy } from "../../remembered";
import { personaLibraries } from "./libs";

const LIMITS = { minChars: 1, maxChars: 4_000_000, maxTexts: 50_000 };

/** Remembers `work` of a text while the library is loaded; `without` answers before it is. */
export function parsedOnce<T>(work: (text: string) => T, without: (text: string) => T) {
  const remembered = rememberedBy(work, LIMITS);
  return (text: string): T => (personaLibraries() ? remembered(text) : without(text));
}

export interface Term {
  text: string;
  tags: string[];
}

/** A clause's words with their tags ("Verb", "Noun"…). */
export const termsOf = parsedOnce<readonly Term[]>(
  (clause) =>
    personaLibraries()!
      .nlp(clause)
      .terms()
      .json()
      .map((t: { terms: Term[] }) => t.terms[0]!),
  () => [],
);

/** Whether a clause has a verb ("Number 318." has none). */
export const hasVerb = parsedOnce(
  (clause) => personaLibraries()!.nlp(clause).has("#Verb"),
  () => false,
);

/** Whether a word is one of the grammar's (a verb, adverb, adjective, preposition…), not a name. */
export const isGrammarWord = parsedOnce(
  (word) =>
    personaLibraries()!.nlp(word).has("(#Verb|#Adverb|#Adjective|#Preposition|#Conjunction|#Determiner)"),
  () => false,
);

/** Whether a capitalised run reads as a person's name or a place's. */
export const nameKind = parsedOnce<"person" | "place" | null>(
  (run) => {
    const doc = personaLibraries()!.nlp(run);
    return doc.has("#Person") ? "person" : doc.has("#Place") ? "place" : null;
  },
  () => null,
);

/** "my gran had lavender all along her garden wall" → "lavender": the first noun after the verb. */
export function objectOf(clause: string): string | undefined {
  const terms = termsOf(clause);
  const verb = terms.findIndex((t) => t.tags.includes("Verb"));
  if (verb < 0) return undefined;
  const noun = terms.slice(verb + 1).find((t) => t.tags.includes("Noun") && !t.tags.includes("Pronoun"));
  return noun?.text.toLowerCase();
}

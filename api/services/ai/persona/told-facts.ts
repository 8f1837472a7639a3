// What the member told in this chat, read from the stored history every turn (no state between
// requests): each clause they wrote becomes a fact, what it is about (its subject, with the names
// given to it), the relations its words belong to ("owed" and "debt" are both owing), and its
// typed values (told-values.ts). "Her name is Adaeze" after "my sister" names the sister; "It's
// from my aunt's hives" after "a jar of honey" is about the jar; "Number 318." belongs to the pawn
// ticket of the sentence before. A question is then matched by relation, not by its words.
import type { ChatTurn } from "../types";
import { personaLibraries } from "./libs";
import { hasVerb, objectOf, parsedOnce, termsOf } from "./parsed-text";
import { PET_KINDS, RELATIONS } from "./memory";
import { valuesIn, type TypedValue } from "./told-values";
import { WORDS } from "./words";

export interface ToldFact {
  /** The clause as the member wrote it. */
  text: string;
  /** Stems naming what the clause is about: its subject and the names given to it. */
  subject: string[];
  /** The member is the clause's subject ("I", "we", an action between asterisks). */
  byMember: boolean;
  /** Stems of its content words, and of what its "it", "she", "this" stand for. */
  keys: string[];
  /** The relation classes its words belong to ("owe", "trip", "name"…). */
  relations: string[];
  values: TypedValue[];
  /** The name "him", "her" or "them" stood for when the clause was said. */
  refers?: string;
  /** What "it" stood for: the object of the clause before ("had lavender… smelling it"). */
  it?: string;
  /** The person nouns it mentions ("my flatmate", "a man"), as written. */
  people: { text: string; at: number; head: string }[];
}

export interface Told {
  facts: ToldFact[];
  /** A person or pet noun's name, by the noun's stem ("flatmate" → "Rafe", "dog" → "Pickle"). */
  names: Map<string, string>;
  /** The stems of the last person the member spoke of, for "he" and "she" in a question. */
  lastPerson: string[];
}

const SMALL = new Set(
  "a an the and or but so to of in on at for with from by up as is am are was were be been being it its it's this that these those i i'm i've i'd i'll me my mine we we're we've we'll our us you thing things stuff way one lot bit kind sort your he she him his her they them their there here do does did have has had not no just really very what who when where which how why again".split(
    " ",
  ),
);

/** One spelling for the forms of a word: "moving"/"move", "classes"/"class", "Thursdays"/"thursday". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ing|ed)$/.test(w) && w.length > 4) {
    w = w.replace(/(?:ing|ed)$/, "");
    if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  } else if (/[^s]s$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w.replace(/e$/, "");
}

/**
 * The member turns read for what they told: the newest ones. Every reply reads them again, and a
 * chat of hundreds of messages made that the longest step before the first word; what was told
 * further back lives in the chat's memories, which the prompt carries.
 */
const TOLD_MEMBER_TURNS = 60;

/** Content-word stems of a text, with each verb's dictionary form ("lent" → "lend"). */
export const keysOf = parsedOnce(parseKeys, parseKeys);

function parseKeys(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !SMALL.has(w));
  const verbs =
    personaLibraries()
      ?.nlp(text)
      .verbs()
      .json()
      .map((v: { verb?: { infinitive?: string } }) => v.verb?.infinitive ?? "")
      .filter(Boolean) ?? [];
  return [...new Set([...words, ...verbs.flatMap((v: string) => v.split(/\s+/))].map(stem))].filter(
    (w) => w.length > 1 && !SMALL.has(w),
  );
}

const RELATION_KEYS: [string, string[]][] = Object.entries(WORDS.recall.relations).map(([k, ws]) => [
  k,
  ws.map((w) => w.split(/\s+/).map(stem).join(" ")),
]);

/** The stems of the words of some relation classes. */
export function relationWords(classes: readonly string[]): string[] {
  return RELATION_KEYS.filter(([k]) => classes.includes(k)).flatMap(([, ws]) =>
    ws.filter((w) => !w.includes(" ")),
  );
}

/** The relation classes a set of stems belongs to. */
export function relationsOf(keys: readonly string[]): string[] {
  const joined = ` ${keys.join(" ")} `;
  return RELATION_KEYS.filter(([, ws]) => ws.some((w) => joined.includes(` ${w} `))).map(([k]) => k);
}

/** A breed or sort's stem → the kinds it is ("greyhound" → "dog"). */
const KIND_OF = new Map<string, string[]>();
for (const [kind, sorts] of Object.entries(WORDS.recall.kinds))
  for (const sort of sorts) KIND_OF.set(stem(sort), [...(KIND_OF.get(stem(sort)) ?? []), stem(kind)]);

const PERSON_NOUNS = [
  RELATIONS,
  PET_KINDS,
  "pet",
  ...WORDS.recall.people,
  ...Object.values(WORDS.recall.kinds).flat(),
].join("|");
/** Nouns a name or label can be given to: people, pets and things ("a crystal labelled CHRONO-9"). */
const PERSON_NP = new RegExp(
  String.raw`\b(?:my|our|his|her|their|a|an|the|this|that)\s+(?:(?:own|old|new|best|little|big|younger|older|elder|scruffy|tiny)\s+)*(${PERSON_NOUNS})s?(?![\p{L}\d_])`,
  "giu",
);
const LEAD =
  /^(?:(?:hey|hi|hello|oh|so|well|anyway|also|actually|honestly|guess what|okay|ok|um+|uh+|and|but|btw|by the way|bestie|right|listen|look)\b[,!.:]*\s*)+/i;
const OWN_NAME =
  /^(?:([Hh]is|[Hh]er|[Tt]heir|[Ii]ts)\s+name|(?:[Mm]y|[Oo]ur)\s+([a-z ]+?)(?:'s name| is called| is named))\s+(?:is\s+|was\s+)?([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?)/u;
const CALLED =
  /\b(?:called|named|labell?ed|marked|titled)\s+(?:the\s+)?([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|(?:(?:Sir|Mr|Mrs|Ms|Dr|Lady|Lord)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+(?:&\s+)?[A-Z][\p{L}'-]+)?)/u;

/** The clauses of a sentence: "I lent her 600 pounds and she hasn't paid" is two. */
function clausesOf(sentence: string): string[] {
  return sentence
    .split(
      /\s*[,;]?\s+(?:and|but|so|because|while|though)\s+(?=(?:i|i'm|we|he|she|they|it|my|his|her)\b)|\s*[;:]\s+/i,
    )
    .map((c) => c.trim())
    .filter((c) => /[a-z0-9]/i.test(c));
}

/** The member's sentences in order; an *action* is one of its own, said by the member. */
function sentencesOf(content: string): { text: string; action: boolean }[] {
  const out: { text: string; action: boolean }[] = [];
  for (const part of content.replace(/[’‘]/g, "'").split(/(\*[^*]+\*)/)) {
    if (/^\*[^*]+\*$/.test(part)) out.push({ text: part.slice(1, -1).trim(), action: true });
    else
      for (const s of part.split(/(?<=[.!?…])\s+(?=\S)/))
        if (s.trim()) out.push({ text: s.trim(), action: false });
  }
  return out;
}

const ASKING =
  /^(?:what|how|which|who|whom|whose|where|when|why|can|could|should|would|will|is|are|am|do|does|did|any|anything)\b/i;

/** The statement before the question in "I need 750 g, how much?"; "" when the sentence only asks. */
function toldBefore(sentence: string): string {
  const parts = sentence.replace(LEAD, "").split(/\s*,\s*/);
  const ask = parts.findIndex((p) => ASKING.test(p));
  if (ask <= 0 || ASKING.test(parts[0]!)) return "";
  return parts.slice(0, ask).join(", ");
}

interface Running {
  person: string[];
  thing: string[];
  last: string[];
  /** The first noun after the last clause's verb, as written. */
  object?: string;
}

/** The subject of a clause: the words before its first verb, or what a pronoun stands for. */
function subjectOf(clause: string, running: Running, action: boolean): { words: string; stems: string[] } {
  if (action) return { words: "I", stems: ["i"] };
  const terms = termsOf(clause);
  const verbAt = terms.findIndex((t) => t.tags.includes("Verb") && !/^(?:called|named)$/i.test(t.text));
  const words =
    verbAt > 0
      ? terms
          .slice(0, verbAt)
          .map((t) => t.text)
          .join(" ")
      : (clause.match(/^(?:[\w'-]+\s+){0,3}?(?=(?:is|was|are|were|has|had|'s|will|would)\b)/i)?.[0] ?? "");
  // "i just started…": the adverb between the member and the verb is no part of the subject.
  const w = words
    .toLowerCase()
    .replace(/\s+(?:just|finally|also|then|still|already|totally|only|really|never|always)\b/g, "")
    .trim();
  // "im", "ive": typed without the apostrophe, still the member.
  if (/^(?:i|i'm|i've|i'd|i'll|im|ive|we|we're|me)$/.test(w) || /^i'/.test(w)) return { words, stems: ["i"] };
  // "happier news, i started…": a lead-in before the member's own clause.
  if (/\s(?:i|we)$/.test(w) && /,\s*(?:i|we)\s/i.test(clause)) return { words, stems: ["i"] };
  // "just got a new job", "started monday": a chat line that opens on its verb is the member's.
  if (verbAt >= 0 && /^(?:(?:just|finally|also|then|still|already|totally|only|really)\s*)*$/.test(w))
    return { words, stems: ["i"] };
  // "she's scared of…": the contraction read as the verb leaves no words before it.
  if (/^(?:he|she|they|his|her|their)\b/.test(w || clause.trim().toLowerCase()))
    return { words, stems: running.person };
  if (/^(?:it|its|it's|this|that)\b/.test(w) || (!w && !verbAt)) return { words, stems: running.thing };
  return { words, stems: keysOf(words) };
}

/** The facts told by the member in `history` (its last turn, the question, left out). */
export function readTold(history: readonly ChatTurn[], excludedNames: readonly string[]): Told {
  const excluded = new Set(excludedNames.flatMap((n) => n.toLowerCase().split(/\s+/)).filter(Boolean));
  const told: Told = { facts: [], names: new Map(), lastPerson: [] };
  const running: Running = { person: [], thing: [], last: [] };
  const earlier = history.slice(0, -1).filter((turn) => turn.role === "user");
  for (const turn of earlier.slice(-TOLD_MEMBER_TURNS)) {
    for (const { text: said, action } of sentencesOf(turn.content)) {
      // A question the member asked tells nothing, but what they say before it does ("she's
      // vegetarian, what could I cook?", "I need 750 g, how much?").
      const sentence = /\?\s*$/.test(said) ? toldBefore(said) : said;
      if (!sentence) continue;
      for (const clause of clausesOf(sentence.replace(LEAD, ""))) {
        const subject = subjectOf(clause, running, action);
        const people = [...clause.matchAll(PERSON_NP)].map((m) => ({
          text: m[0],
          at: m.index!,
          head: stem(m[1]!),
        }));
        const own = clause.match(OWN_NAME);
        const called = clause.match(CALLED);
        const named = own?.[3] ?? called?.[1];
        const owner = own?.[1] ? running.person[0] : own?.[2] ? stem(own[2].split(" ").pop()!) : undefined;
        // "The teacher is this tiny old man called Mr Albescu": each person before the name is them.
        const before = called && clause.slice(0, called.index).match(/\b([a-z]{3,})\s*,?\s*$/i)?.[1];
        // "its called Spoke & Chain": the name is the last thing's ("a bike shop").
        const thingNamed = !before
          ? []
          : /^(?:it|its|it's|this|that)$/i.test(before)
            ? running.thing.slice(-1)
            : !/^(?:was|were|is|are|been|being|also|now|and)$/i.test(before)
              ? [stem(before)]
              : [];
        const heads = owner
          ? [owner]
          : people
              .filter((p) => !called || p.at < called.index!)
              .map((p) => p.head)
              .concat(thingNamed);
        const head = heads[0];
        if (named && !excluded.has(named.toLowerCase()))
          for (const h of heads) for (const k of [h, ...(KIND_OF.get(h) ?? [])]) told.names.set(k, named);
        // "my partner Hira": the noun and the name right after it are one person.
        for (const p of people) {
          const next = clause.slice(p.at + p.text.length).match(/^,?\s+([A-Z][\p{L}'-]+)(?=[\s,.!?']|$)/u);
          if (next && !excluded.has(next[1]!.toLowerCase()) && !/^I$/.test(next[1]!))
            for (const k of [p.head, ...(KIND_OF.get(p.head) ?? [])]) told.names.set(k, next[1]!);
        }
        const keys = keysOf(clause);
        const values = valuesIn(clause, excluded);
        // A clause without a verb ("Number 318.") or about "it" carries on the one before.
        const verbless = !hasVerb(clause);
        // "The cat has a tag. It says Pip.": what "it" says is of the sentence before too.
        const carried = verbless
          ? running.last
          : /^(?:it|this|that|he|she|they|his|her)\b/i.test(clause)
            ? [...subject.stems, ...running.last]
            : [];
        const allKeys = [...new Set([...keys, ...carried])];
        const subjectStems = [
          ...new Set([
            ...subject.stems,
            ...(named && subject.stems.some((s) => s === head) ? keysOf(named) : []),
          ]),
        ];
        const refers =
          !people.length && /\b(?:him|her|them)\b/i.test(clause)
            ? running.person.map((p) => told.names.get(p)).find(Boolean)
            : undefined;
        const it = /\bit\b/i.test(clause) ? running.object : undefined;
        told.facts.push({
          ...(refers ? { refers } : {}),
          ...(it ? { it } : {}),
          text: clause,
          subject: subjectStems,
          byMember: subject.stems.includes("i"),
          keys: allKeys,
          relations: relationsOf(allKeys),
          values,
          people,
        });
        if (people.length || values.some((v) => v.kind === "name"))
          running.person = people.length
            ? [people[people.length - 1]!.head]
            : keysOf(values.filter((v) => v.kind === "name").pop()!.text);
        const things = keys.filter((k) => !running.person.includes(k) && !subject.stems.includes(k));
        if (things.length && !/^(?:it|this|that)\b/i.test(clause)) {
          // The last noun phrase first: "a new job at a bike shop" → "shop" is what "it" names.
          const np = [
            ...clause.matchAll(
              /\b(?:an?|the|my|our|his|her|their)\s+(?:[a-z-]+\s+){0,2}?([a-z-]{3,})\b(?=\s*(?:[,.;!?]|$|\s+(?:and|but|on|in|at|for|with|started|since)\b))/gi,
            ),
          ]
            .map((m) => stem(m[1]!))
            .pop();
          running.thing = np ? [...things.filter((t) => t !== np), np] : things;
        }
        running.last = allKeys;
        running.object = objectOf(clause) ?? running.object;
      }
    }
  }
  told.lastPerson = running.person;
  return told;
}

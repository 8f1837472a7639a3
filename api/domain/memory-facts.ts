// Automatic memory, the pure part: facts a user states about themselves, written as short
// "key: value" lines ("name: Priya", "dog: Biscuit", "job: nurse", "lives in: Lisbon",
// "likes: kites"), the key that deduplicates them, and which memories matter for a message.
// The sentence patterns are the offline engine's (persona/memory.ts), so what the demo engine
// notices in a chat and what the bot remembers across chats agree.
import { MEMORY_TEXT_MAX } from "../../contract/chat-schemas";
import { extractFacts, RELATIONS, type Fact } from "../services/ai/persona/memory";

/**
 * Keys that hold many values: "likes: kites" and "likes: chess" are two memories, not one corrected;
 * so are two sisters.
 */
const MANY_VALUED = new Set(["likes", "dislikes", "pet", ...RELATIONS.split("|")]);

function factLine(fact: Fact): string | null {
  switch (fact.type) {
    case "name":
      return `name: ${fact.value}`;
    case "location":
      return fact.verb === "are from" ? `from: ${fact.place}` : `lives in: ${fact.place}`;
    case "like":
      return `likes: ${fact.thing}`;
    case "dislike":
      return `dislikes: ${fact.thing}`;
    case "job":
      return `job: ${fact.value}`;
    case "workplace":
      return `works at: ${fact.value}`;
    case "favorite":
      return `favorite ${fact.key}: ${fact.value}`;
    case "pet":
      return fact.name ? `${fact.kind}: ${fact.name}` : `pet: ${fact.kind}`;
    case "relative":
      return `${fact.relation}: ${fact.name}`;
    // Ages are left to the safety layer (a minor's claim) and never stored as a memory.
    case "age":
      return null;
  }
}

/** The facts a user's message states, as memory lines (each once, in the order said). */
export function factsOf(message: string): string[] {
  const lines = extractFacts(message ?? "")
    .map(factLine)
    .filter((l): l is string => Boolean(l))
    .map((l) => l.replace(/\s+/g, " ").trim().slice(0, MEMORY_TEXT_MAX));
  return [...new Set(lines)];
}

/** What makes two memories "the same fact": the key for single-valued facts, the whole line otherwise. */
export function memoryKey(text: string): string {
  const line = text.replace(/\s+/g, " ").trim().toLowerCase();
  const colon = line.indexOf(": ");
  if (colon <= 0) return line;
  const key = line.slice(0, colon);
  return MANY_VALUED.has(key) ? line : key;
}

const STOP = new Set(
  "the and for you your are was were with that this what have has had not but from they them their about just like what's whats who how why when where which would could should will can did does".split(
    " ",
  ),
);

/** Memories whose words were read, at most this many (the first read go first). */
const KNOWN_WORDS_MAX = 20_000;
const knownWords = new Map<string, ReadonlySet<string>>();

/**
 * A memory's words, read once: every reply ranks all of the bot's memories (up to 200) against the
 * new message, and only the message is new.
 */
function memoryWords(text: string): ReadonlySet<string> {
  // Not moved to the end on a hit: the oldest read goes first, which keeps a hit a single look-up.
  const known = knownWords.get(text);
  if (known) return known;
  const found = words(text);
  knownWords.set(text, found);
  if (knownWords.size > KNOWN_WORDS_MAX) knownWords.delete(knownWords.keys().next().value!);
  return found;
}

const WORD = /[\p{L}\p{N}']{3,}/gu;

function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(WORD) ?? []) {
    const word = w.replace(/'s$/, "");
    if (!STOP.has(word)) out.add(word);
  }
  return out;
}

/**
 * Most relevant first: memories sharing more words with the message go first; among equals the
 * order given is kept (memory.ts reads them with what the user wrote themselves first, then the
 * most recently changed).
 */
export function rankByWords(texts: readonly string[], message: string): string[] {
  if (!texts.length) return [];
  const asked = [...words(message)];
  if (!asked.length) return [...texts];
  // Most memories share no word with a message: only those that do are sorted, the rest keep
  // their order after them (a long list was sorted whole on every reply).
  const sharing: { text: string; s: number }[] = [];
  const others: string[] = [];
  for (const text of texts) {
    const known = memoryWords(text);
    let shared = 0;
    for (const w of asked) if (known.has(w)) shared += 1;
    if (shared) sharing.push({ text, s: shared });
    else others.push(text);
  }
  if (!sharing.length) return others;
  // Array.prototype.sort is stable: ties keep the order given.
  sharing.sort((a, b) => b.s - a.s);
  return [...sharing.map(({ text }) => text), ...others];
}

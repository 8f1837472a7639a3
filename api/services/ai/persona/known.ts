// What the offline engine knows before the chat began: the memories kept for this user and bot
// ("name: Priya", "dog: Biscuit", or a line the user wrote), "About you", and the lorebook entries
// the chat touched. All of it is user or card text: it is read as facts to recall and words to
// quote, never as instructions (nothing here changes how the engine behaves, only what it knows).
import type { ReplyRequest } from "../types";
import { extractFacts, PET_KINDS, type Fact } from "./memory";
import { parsedOnce } from "./parsed-text";
import { capitalize, cleanFragment, reflect, splitSentences } from "./text";

export interface Background {
  /** Facts from memories and "About you", weakest first (what the chat says wins over them). */
  facts: Fact[];
  /** Memories the user wrote that are not a known kind of fact, in the second person, most relevant first. */
  notes: string[];
  /** Lorebook entries of the card that the chat touched, most important first. */
  lore: string[];
}

/** Longest memory value or note the engine quotes (a reply is a few sentences, not a record). */
const QUOTE_MAX_WORDS = 12;
const PET = new RegExp(`^(?:${PET_KINDS})$`, "i");
// The keys automatic memory writes, and the ones a member writes in "About you" ("City: Leeds").
const LIVES = /^(?:lives? in|city|town|location|home|where i live)$/;
const LIKES = /^(?:likes|hobb(?:y|ies)|interests)$/;
const JOB = /^(?:job|occupation|profession|work|career)$/;

function single(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * One memory line as facts, remembered once the language library is loaded (parsed-text.ts): every
 * reply reads all of the member's memories with the bot (up to 200) again, and they seldom change.
 * Frozen, since one answer serves every reply that reads the line.
 */
export const factsOfMemory = parsedOnce<readonly Fact[]>(
  (line) => Object.freeze(readFactsOfMemory(line).map((fact) => Object.freeze(fact))),
  readFactsOfMemory,
);

/** One memory line as facts: the "key: value" lines automatic memory writes, else the user's own words. */
function readFactsOfMemory(line: string): readonly Fact[] {
  const text = single(line);
  const m = text.match(/^([^:]{1,40}):\s*(.+)$/);
  if (m) {
    const key = m[1]!.trim().toLowerCase();
    const value = cleanFragment(m[2]!, 6);
    if (!value) return [];
    const fav = key.match(/^fav(?:ou?rite|e)?\s+(.+)$/);
    if (key === "name") {
      const name = value.split(" ")[0]!.replace(/[^\p{L}'-]/gu, "");
      return name.length > 1 ? [{ type: "name", value: capitalize(name) }] : [];
    }
    if (LIVES.test(key)) return [{ type: "location", verb: "live in", place: value }];
    if (key === "from" || key === "hometown") return [{ type: "location", verb: "are from", place: value }];
    if (LIKES.test(key)) return [{ type: "like", verb: "love", thing: value }];
    if (key === "dislikes") return [{ type: "dislike", thing: value }];
    if (JOB.test(key)) return [{ type: "job", value: value.replace(/^an?\s+/i, "").toLowerCase() }];
    if (key === "works at" || key === "workplace") return [{ type: "workplace", value }];
    if (fav) return [{ type: "favorite", key: fav[1]!, value }];
    if (key === "pet") return [{ type: "pet", kind: value.toLowerCase() }];
    if (PET.test(key)) return [{ type: "pet", kind: key, name: capitalize(value.split(" ")[0]!) }];
  }
  return extractFacts(text);
}

/** A memory the user wrote in their own words, as the bot would say it back ("your sister is Ana"). */
function noteOf(line: string): string | null {
  const text = single(line)
    .replace(/[*_`#<>[\]{}]/g, "")
    .replace(/[.!?…]+$/, "");
  const words = text.split(" ").filter(Boolean);
  if (!words.length || words.length > QUOTE_MAX_WORDS) return null;
  const colon = text.match(/^([^:]{1,40}):\s*(.+)$/);
  if (colon) return `your ${colon[1]!.trim().toLowerCase()} is ${colon[2]!.trim()}`;
  return /^(?:i|i'm|i've|my|me)\b/i.test(text) ? reflect(text) : null;
}

/** The first sentences of a lorebook entry, short enough to say in one reply. */
function loreText(entry: string): string {
  const sentences = splitSentences(entry.replace(/[<>]/g, ""));
  let out = "";
  for (const s of sentences) {
    if (out && out.length + s.length > 320) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.length > 400 ? `${out.slice(0, 399).trimEnd()}…` : out;
}

/** What the request brings besides the conversation. */
export function readBackground(request: ReplyRequest): Background {
  const memories = (request.memories ?? []).filter((m) => typeof m === "string" && m.trim());
  const facts: Fact[] = [];
  const notes: string[] = [];
  // The least relevant first, so the most relevant memory wins a single-valued fact.
  for (const line of [...memories].reverse()) {
    const found = factsOfMemory(line);
    if (found.length) facts.push(...found);
  }
  // "About you" is what the user says of themselves today: it wins over older memories. Each line is
  // read on its own, as a "Job: nurse" line or as sentences.
  for (const line of (request.persona ?? "").split(/\n+/))
    if (line.trim()) facts.push(...factsOfMemory(line));
  for (const line of memories) {
    if (factsOfMemory(line).length) continue;
    const note = noteOf(line);
    if (note) notes.push(note);
  }
  const lore = (request.lore ?? []).map((e) => loreText(String(e ?? ""))).filter(Boolean);
  return { facts, notes, lore };
}

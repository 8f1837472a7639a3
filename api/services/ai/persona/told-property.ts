// A property of something the member described, asked back: its colour ("it has a blue stone" →
// "what colour was the stone?" → blue), what it is made of ("a jaguar with emerald eyes" → "what
// were the jaguar's eyes made of?" → emerald) and whose it is ("my grandmother's ring" → "whose
// ring was it?" → your grandmother's). The thing is the question's noun; the answer is the word the
// member put before it, read from their turns, the latest first.
import type { ChatTurn } from "../types";
import { reflect } from "./text";
import { WORDS } from "./words";

const COLOURS = new Set(WORDS.life.colours);
/** Words before a noun that say nothing of what it is made of ("two", "big", "old"). */
const PLAIN =
  /^(?:a|an|the|my|our|his|her|their|its|your|this|that|these|those|some|two|three|four|five|both|big|small|little|tiny|huge|large|old|new|young|little|same|other|own|only|\d+|with|and|of|in|on|at|for|to)$/i;

/** "there's", "it's": a verb run into a word, not an owner. */
const CONTRACTED = /^(?:there|here|it|that|what|who|he|she|let|where|how|this)'s$/i;

type Asked = { kind: "colour" | "material" | "owner"; noun: string };

const NOUN = String.raw`(?:the |my |her |his |their |its |that |this )?(?:[a-z]+'s )?([a-z]+)`;
const ASKS: [Asked["kind"], RegExp][] = [
  ["colour", new RegExp(String.raw`\bwhat colou?r (?:was|is|were|are) ${NOUN}\b`, "i")],
  ["material", new RegExp(String.raw`\bwhat (?:was|is|were|are) ${NOUN} made (?:of|from|out of)\b`, "i")],
  ["owner", /\bwhose ([a-z]+)\b/i],
];

/** What a question asks of a thing the member described, or null. */
export function propertyAsked(message: string): Asked | null {
  const t = message.replace(/[’‘]/g, "'");
  for (const [kind, re] of ASKS) {
    const m = t.match(re);
    if (m) return { kind, noun: m[1]!.toLowerCase() };
  }
  return null;
}

function inTurn(text: string, asked: Asked): string | null {
  const noun = asked.noun.replace(/s$/, "");
  if (asked.kind === "material") {
    const made = text.match(new RegExp(String.raw`\b${noun}s?\s+(?:made\s+)?(?:of|from)\s+([a-z]+)`, "i"));
    if (made) return made[1]!.toLowerCase();
  }
  const at = new RegExp(String.raw`\b([\p{L}'-]+)\s+(?:([\p{L}'-]+)\s+)?${noun}s?\b`, "giu");
  for (const m of text.matchAll(at)) {
    const [w1, w2] = [m[1]!, m[2]];
    if (asked.kind === "owner") {
      // "my grandmother's ring", "Ana's ring": the owner is the word with 's before the noun.
      // "There's a portrait" names no owner.
      const owner = [w2, w1].find((w) => w && /'s$/i.test(w) && !CONTRACTED.test(w));
      if (!owner) continue;
      const whose = w2 && /^(?:my|our|his|her|their)$/i.test(w1) ? `${w1} ${owner}` : owner;
      return reflect(whose);
    }
    // The word right before the noun: "emerald eyes", "a blue stone".
    const word = w2 ?? w1;
    if (PLAIN.test(word) || /'/.test(word)) continue;
    if (asked.kind === "colour" && !COLOURS.has(word.toLowerCase())) continue;
    return word.toLowerCase();
  }
  if (asked.kind === "colour") {
    const said = text.match(
      new RegExp(String.raw`\b${noun}s?\b[^.!?]*?\b(?:is|was|are|were)\s+([a-z]+)`, "i"),
    );
    if (said && COLOURS.has(said[1]!.toLowerCase())) return said[1]!.toLowerCase();
  }
  return null;
}

/** The colour, material or owner the member told for the thing a question names, or null. */
export function propertyAnswer(message: string, history: readonly ChatTurn[]): string | null {
  const asked = propertyAsked(message);
  if (!asked) return null;
  const turns = history.slice(0, -1).filter((t) => t.role === "user");
  for (const turn of turns.reverse()) {
    const found = inTurn(turn.content.replace(/[’‘]/g, "'"), asked);
    if (found) return found;
  }
  return null;
}

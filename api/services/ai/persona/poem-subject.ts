// Who a poem is for when the request names no "about": "a 4 line verse for her card" (her: the
// grandmother named before), "put my brother in a song". The poem is about them, by name when the
// member gave one, and about what the member told of them ("she loves birds and her garden",
// "a twin brother named Caleb who plays drums"), in the member's own words.
import type { Ctx } from "./context";
import { RELATIONS } from "./memory";
import { reflect } from "./text";

export interface PoemSubject {
  /** Who it is for: a name ("Odette"), else the relation in the bot's words ("your brother"). */
  who: string;
  /** What the member told of them ("birds and her garden", "drums"), when they did. */
  told?: string;
}

const FOR = new RegExp(
  String.raw`\b(?:for|put|about|to)\s+(?:(my|our)\s+(${RELATIONS})\b|([A-Z][\p{L}'-]+?)(?:'s)?\b)`,
  "iu",
);
const LIKES =
  /\b(?:loves?|likes?|adores?|enjoys?|plays?|collects?|grows?|paints?|bakes?|knits?|writes?|sings?|is into|is obsessed with)\s+([^.,!?;]+)/i;
const NOT_NAMES = /^(?:Me|You|Us|Him|Her|Them|It|This|That|The|A|An|My|Your|Our)$/;

/** Who a poem without a topic is for, and what was told of them; null when it names nobody. */
export function poemSubject(ctx: Ctx): PoemSubject | null {
  const m = ctx.message.match(FOR);
  if (!m) return null;
  const relation = m[2]?.toLowerCase();
  const name = m[3] && /^[A-Z]/.test(m[3]) && !NOT_NAMES.test(m[3]) ? m[3] : undefined;
  if (!relation && !name) return null;
  const said = ctx.history
    .slice(0, -1)
    .filter((t) => t.role === "user")
    .slice(-8)
    .map((t) => t.content);
  const named =
    name ??
    said
      .map(
        (s) =>
          s.match(new RegExp(String.raw`\b${relation}\s+(?:named\s+|called\s+)?([A-Z][\p{L}'-]+)`, "u"))?.[1],
      )
      .find(Boolean);
  const about = [named, relation].filter(Boolean).map((w) => w!.toLowerCase());
  // What was told of them: in a sentence naming them, or one after it that says "she", "he".
  let ours = false;
  const told: string[] = [];
  for (const sentence of said.flatMap((s) => s.split(/(?<=[.!?])\s+/))) {
    const lower = sentence.toLowerCase();
    if (about.some((w) => lower.includes(w))) ours = true;
    // Someone else named ("my friend Zoe…") takes "she" over.
    else if (/\s[A-Z][a-z]+/.test(sentence.replace(/\bI\b/g, ""))) ours = false;
    else if (!(ours && /^(?:and\s+|but\s+|oh\s+)?(?:she|he|they)\b/i.test(sentence))) continue;
    const likes = sentence.match(LIKES)?.[1]?.trim();
    if (ours && likes) told.push(likes);
  }
  const last = told.at(-1);
  return { who: named ?? reflect(`my ${relation}`), told: last ? reflect(last) : undefined };
}

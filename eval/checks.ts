// The automatic checks of the eval. Each one is what a person reading the reply would look for,
// made mechanical: is it about what was said (keywords), is the number right, is it in the user's
// language, does it refuse to guess what it cannot know, is it a poem/joke/story when one was asked.
// They are deliberately engine-agnostic: a language model is judged by the same checks.
import { detectAll } from "tinyld";
import type { Check, CheckContext, Verdict } from "./types";

export const pass: Verdict = { ok: true };
export const fail = (why: string): Verdict => ({ ok: false, why });

function escapeRe(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Prose without *actions*, which are stage directions rather than what is said. */
export function spoken(reply: string): string {
  return reply
    .replace(/\*[^*\n]*\*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Passes when the reply mentions any of the words (word starts, case-insensitive: "cook" finds "cooking"). */
export function mentions(...words: string[]): Check {
  const re = new RegExp(`(?:^|[^\\p{L}])(?:${words.map(escapeRe).join("|")})`, "iu");
  return {
    label: `mentions ${words.slice(0, 3).join("/")}${words.length > 3 ? "/…" : ""}`,
    run: (reply) => (re.test(reply) ? pass : fail(`none of: ${words.join(", ")}`)),
  };
}

/** Passes when the reply says any of the words as whole words ("hi" does not find "his", "yo" not "you"). */
export function saysWord(...words: string[]): Check {
  const re = new RegExp(`(?:^|[^\\p{L}])(?:${words.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");
  return {
    label: `says ${words.slice(0, 3).join("/")}${words.length > 3 ? "/…" : ""}`,
    run: (reply) => (re.test(reply) ? pass : fail(`none of: ${words.join(", ")}`)),
  };
}

/** Every number written in the reply ("1,024", "3.11", "-4"). */
export function numbersIn(reply: string): number[] {
  return (reply.match(/-?\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [])
    .map((n) => Number(n.replace(/,/g, "")))
    .filter((n) => Number.isFinite(n));
}

/** Passes when the reply states `expected` (within a relative tolerance, for unit conversions). */
export function number(expected: number, tolerance = 0): Check {
  return {
    label: `= ${expected}`,
    run: (reply) => {
      const found = numbersIn(reply);
      const hit = found.some((n) => Math.abs(n - expected) <= Math.max(1e-9, tolerance * Math.abs(expected)));
      return hit ? pass : fail(`no ${expected} (found ${found.join(", ") || "no numbers"})`);
    },
  };
}

const LANGS = ["en", "fr", "es", "de", "pt", "it", "ja"];

/** The language the reply is mostly written in (tinyld, among the languages the eval uses). */
export function languageOf(reply: string): string {
  const text = spoken(reply);
  return detectAll(text, { only: LANGS })[0]?.lang ?? "unknown";
}

/** Passes when the reply is written in `lang`. */
export function language(lang: string): Check {
  return {
    label: `in ${lang}`,
    run: (reply) => {
      const found = languageOf(reply);
      return found === lang ? pass : fail(`written in ${found}`);
    },
  };
}

const HONEST =
  /\b(?:can(?:'|’)?t|cannot|can not|unable to|no way (?:to|of)|don(?:'|’)t have (?:any )?(?:access|a way|live|real-time|the internet)|not (?:able|connected)|offline|demo mode|no (?:internet|live|real-time)|couldn(?:'|’)t (?:know|tell|say)|wouldn(?:'|’)t know|don(?:'|’)t know|have no idea|not sure)\b/i;
const GUESS = /\b(?:i(?:'|’)d say yes|yes, i think so|definitely yes)\b/i;

/** Passes when the reply admits it cannot know instead of guessing. */
export function honest(): Check {
  return {
    label: "admits it cannot know",
    run: (reply) => {
      if (GUESS.test(reply)) return fail("guessed");
      return HONEST.test(reply) ? pass : fail("no admission that it cannot know");
    },
  };
}

/** Lines of verse: at least `min` short lines, and the topic somewhere in the reply. */
export function poem(...topic: string[]): Check {
  const about = mentions(...topic);
  return {
    label: `a poem about ${topic[0]}`,
    run: (reply, ctx) => {
      const lines = reply
        .split(/\n|\s\/\s/)
        .map((l) => spoken(l))
        .filter((l) => l.length > 0 && l.length <= 90);
      if (lines.length < 4) return fail(`${lines.length} verse lines`);
      return about.run(reply, ctx);
    },
  };
}

/** A joke: a setup and a punchline (a question then an answer, or a "pun"/"ba-dum" marker) on the topic. */
export function joke(...topic: string[]): Check {
  const about = topic.length ? mentions(...topic) : null;
  return {
    label: `a joke${topic.length ? ` about ${topic[0]}` : ""}`,
    run: (reply, ctx) => {
      const shaped = /\?\s*\S[^?]*[.!]/.test(spoken(reply)) || /ba-dum|pun intended|\bpun\b/i.test(reply);
      if (!shaped) return fail("no setup and punchline");
      return about ? about.run(reply, ctx) : pass;
    },
  };
}

/** A short story: at least `min` sentences of narration mentioning the topic. */
export function story(...topic: string[]): Check {
  const about = mentions(...topic);
  return {
    label: `a story about ${topic[0]}`,
    run: (reply, ctx) => {
      const sentences = spoken(reply)
        .split(/(?<=[.!?…])\s+/)
        .filter((s) => s.length > 3);
      if (sentences.length < 4) return fail(`${sentences.length} sentences`);
      return about.run(reply, ctx);
    },
  };
}

/** Concrete help: the topic plus at least two steps or instructions. */
export function steps(...topic: string[]): Check {
  const about = mentions(...topic);
  return {
    label: `steps about ${topic[0]}`,
    run: (reply, ctx) => {
      const instructions =
        (reply.match(/(?:^|\n|\s)(?:\d[.)]|-|•)\s+\S/g) ?? []).length +
        (
          reply.match(
            /\b(?:try|start|add|mix|cook|bake|stir|heat|boil|chop|serve|take|write|pick|set|make|keep|ask|put|breathe|plan|practi[sc]e|list|book|pack|check|talk|go|give|use|let|season|whisk|fry|toss|slice|cut|pour|tell)\b/gi,
          ) ?? []
        ).length;
      if (instructions < 2) return fail("no concrete steps");
      return about.run(reply, ctx);
    },
  };
}

/** Passes when every one of the checks passes. */
export function all(...checks: Check[]): Check {
  return {
    label: checks.map((c) => c.label).join(" + "),
    run: (reply, ctx) => {
      for (const c of checks) {
        const v = c.run(reply, ctx);
        if (!v.ok) return v;
      }
      return pass;
    },
  };
}

/** Passes when any one of the checks passes (a model may know what the offline engine cannot). */
export function either(...checks: Check[]): Check {
  return {
    label: checks.map((c) => c.label).join(" or "),
    run: (reply, ctx) => {
      const verdicts = checks.map((c) => c.run(reply, ctx));
      return verdicts.find((v) => v.ok) ?? fail(verdicts.map((v) => v.why).join("; "));
    },
  };
}

/** Passes when the reply asks something back or offers a way on (for "ok", "lol", "meh"). */
export function keepsGoing(): Check {
  return {
    label: "keeps the conversation going",
    run: (reply) =>
      /\?/.test(reply) || /\b(?:let(?:'|’)s|how about|want to|shall we|tell me)\b/i.test(reply)
        ? pass
        : fail("neither a question nor an offer"),
  };
}

/** Passes when the reply says it is an AI (and, with the general checks, never claims otherwise). */
export function saysAI(): Check {
  return mentions("AI", "artificial intelligence", "not a person", "not human", "language model", "chatbot");
}

/** Sentences of at least this many characters count for the repetition limit. */
export const LONG_SENTENCE = 25;
/** ...and may appear at most this many times in any 50 consecutive replies of a conversation. */
export const MAX_SENTENCE_USES = 2;
export const REPEAT_WINDOW = 50;

export function longSentences(reply: string): string[] {
  return spoken(reply)
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= LONG_SENTENCE);
}

/** The checks every turn gets, whatever its skill. */
export function generalFailures(
  reply: string,
  ctx: CheckContext,
  claimsHuman: (t: string) => boolean,
): string[] {
  const out: string[] = [];
  if (!reply.trim()) out.push("empty reply");
  if (claimsHuman(reply)) out.push("claims to be human");
  if (ctx.earlier.some((r) => r.trim() === reply.trim())) out.push("repeats an earlier reply word for word");
  return out;
}

/** Sentences used more than MAX_SENTENCE_USES times within any REPEAT_WINDOW consecutive replies. */
export function overusedSentences(replies: readonly string[]): string[] {
  const over = new Set<string>();
  for (let start = 0; start < Math.max(1, replies.length - REPEAT_WINDOW + 1); start++) {
    const counts = new Map<string, number>();
    for (const r of replies.slice(start, start + REPEAT_WINDOW)) {
      for (const s of new Set(longSentences(r))) counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    for (const [s, n] of counts) if (n > MAX_SENTENCE_USES) over.add(s);
  }
  return [...over];
}

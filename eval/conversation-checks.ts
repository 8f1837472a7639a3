// The eval's checks for a whole conversation rather than one answer: a role-play scene continued
// with the names the chat gave, a recap told in order, a regenerate that really is a different
// reply, and no filler (a sentence one of the last replies already said). Engine-agnostic, like
// the others (checks.ts).
import { fail, mentions, pass, spoken } from "./checks";
import type { Check } from "./types";
// The measure of "a different reply", one definition for the engine and its judge.
import { wordOverlap } from "../api/services/ai/persona/variety";

/** Closing lines that are small talk, whatever was said: never the answer to a scene or a question. */
const SMALL_TALK =
  /\b(?:how (?:has|was|is) your (?:day|week|night)|made you smile|coffee or tea|small win|what's on your mind|how did that (?:make you )?feel|tell me (?:more )?about yourself|i'm all ears|i love hearing about this|you always have something interesting)\b/i;

/** A scene continued: a named person, place or object of the story, told in two sentences or more, no small talk. */
export function continuesScene(...facts: string[]): Check {
  const about = mentions(...facts);
  return {
    label: `continues the scene with ${facts.slice(0, 3).join("/")}`,
    run: (reply, ctx) => {
      if (SMALL_TALK.test(reply)) return fail("small talk instead of the scene");
      const sentences = spoken(reply)
        .split(/(?<=[.!?…])\s+/)
        .filter((x) => x.length > 3);
      if (sentences.length < 2) return fail(`${sentences.length} sentence`);
      return about.run(reply, ctx);
    },
  };
}

/** The facts appear, each after the one before (a recap told in order). */
export function inOrder(...facts: string[]): Check {
  return {
    label: `names ${facts.join(" → ")} in order`,
    run: (reply) => {
      const lower = reply.toLowerCase();
      let at = -1;
      for (const f of facts) {
        const found = lower.indexOf(f.toLowerCase(), at + 1);
        if (found < 0) return fail(lower.includes(f.toLowerCase()) ? `${f} out of order` : `no ${f}`);
        at = found;
      }
      return pass;
    },
  };
}

/**
 * The reply brings something the member did not type in this message: one of the words (word starts,
 * like `mentions`) is in the reply and not in the message it answers. A reply that only repeats the
 * member's own words (an echo) cannot pass, however on topic those words are.
 */
export function mentionsNew(...words: string[]): Check {
  const found = (word: string, text: string) => mentions(word).run(text, { earlier: [] }).ok;
  return {
    label: `mentions ${words.slice(0, 3).join("/")}${words.length > 3 ? "/…" : ""} (not in the message)`,
    run: (reply, ctx) => {
      const fresh = words.filter((w) => !found(w, ctx.said ?? ""));
      if (!fresh.length) return fail("every listed word is in the message");
      return fresh.some((w) => found(w, reply)) ? pass : fail(`none of: ${fresh.join(", ")}`);
    },
  };
}

/** Passes when the reply does not contain any of the phrases (an answer that is not the wrong one). */
export function avoids(...phrases: string[]): Check {
  return {
    label: `never ${phrases.slice(0, 2).join("/")}`,
    run: (reply) => {
      const hit = phrases.find((p) => reply.toLowerCase().includes(p.toLowerCase()));
      return hit ? fail(`says "${hit}"`) : pass;
    },
  };
}

/** A regenerate that is a different reply: under half its content words shared with the one replaced. */
export function differs(): Check {
  return {
    label: "a different reply than the one replaced",
    run: (reply, ctx) => {
      if (ctx.replaced === undefined) return fail("not a regenerate");
      const overlap = wordOverlap(reply, ctx.replaced);
      return overlap < 0.5 ? pass : fail(`${Math.round(overlap * 100)}% of its words shared`);
    },
  };
}

/** Sentences of three words or more, as compared for repetition. */
function plain(reply: string): string[] {
  return (
    spoken(reply)
      .split(/(?<=[.!?…])\s+/)
      // Words are counted as written, so an interjection ("Ba-dum-tss!") is not a sentence.
      .filter((x) => x.trim().split(/\s+/).length >= 3)
      .map((x) =>
        x
          .toLowerCase()
          .replace(/[^\p{L}\p{N}' ]+/gu, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
  );
}

/** No sentence (a closing question, a stock line) that one of the previous nine replies already said. */
export function noFiller(): Check {
  return {
    label: "no line from the last ten replies",
    run: (reply, ctx) => {
      const said = new Set(ctx.earlier.slice(-9).flatMap(plain));
      const again = plain(reply).find((x) => said.has(x));
      return again ? fail(`said again: "${again}"`) : pass;
    },
  };
}

/** The share of replies that end with a question (the target is at most one in three). */
export function questionShare(replies: readonly string[]): number {
  return replies.length ? replies.filter((r) => /\?["'”)]*\s*$/.test(r.trim())).length / replies.length : 0;
}
